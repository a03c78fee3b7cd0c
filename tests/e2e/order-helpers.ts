/** Set-up shared by the order and card payment journeys: a fresh buyer and a demo listing to buy from. */
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { uniqueEmail } from './browser';

export const DEMO_PASSWORD = 'baycatch-demo';
/** The password of the buyers registerBuyer creates. */
export const BUYER_PASSWORD = 'correct-horse-battery';

export interface DemoListing {
  id: string;
  title: string;
  qtyAvailable: number;
  pickupWindows: { start: string; end: string }[];
  expiresAt: string;
  crabber: { displayName: string };
}

/** A new buyer of our own, so other tests never see this test's cart or orders. */
export async function registerBuyer(request: APIRequestContext, prefix: string) {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/auth/register', {
    data: { email, password: BUYER_PASSWORD, firstName: 'Robin', lastName: 'Buyer' },
  });
  expect(res.status()).toBe(201);
  return email;
}

/** A demo listing of the named seller, with stock to spare; we only ever buy 1. */
export async function demoListingOf(request: APIRequestContext, seller: string): Promise<DemoListing> {
  const res = await request.get('/api/catches');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as DemoListing[] | { items: DemoListing[] };
  const listings = Array.isArray(body) ? body : body.items;
  const listing = listings
    .filter((candidate) => candidate.crabber.displayName === seller && candidate.pickupWindows.length > 0)
    .sort((a, b) => b.qtyAvailable - a.qtyAvailable)[0];
  if (!listing || listing.qtyAvailable < 2) throw new Error(`No demo listing of ${seller} with stock`);
  return listing;
}

/** One of Dobbins Crab Co.'s demo listings (seller@, whose payout account takes cards). */
export const dobbinsListing = (request: APIRequestContext) => demoListingOf(request, 'Dobbins Crab Co.');

/** Adds one of the listing to the cart for its first open dated pickup. */
export async function putInCart(request: APIRequestContext, listing: DemoListing) {
  const now = new Date();
  const slot = upcomingSlots(listing.pickupWindows, now).find(
    (candidate) => slotState(candidate, new Date(listing.expiresAt), now) === 'open',
  );
  if (!slot) throw new Error(`No open pickup for ${listing.title}`);
  const res = await request.post('/api/cart', {
    data: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
  });
  expect(res.status()).toBe(201);
}
