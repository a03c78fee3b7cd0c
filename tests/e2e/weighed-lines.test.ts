/**
 * A per-pound rockfish from order to receipt (docs/product/orders-and-pickup.md, docs/product/payments.md):
 * the seller weighs it offline on the pickup check, the weight is sent with the check-in when the
 * signal returns, and the buyer sees estimate and final side by side; and the order page's Weigh dialog.
 */
import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../src/shared/order.schema';
import { addDays, localDateOf, slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { useBrowser } from './browser';
import { registerBuyer } from './order-helpers';
import { signInAs } from './sign-in';

const WHITAKER = 'terrell@baycatch.test';

interface Listing {
  id: string;
  title: string;
  pickupWindows: { start: string; end: string }[];
  expiresAt: string;
  crabber: { displayName: string };
}

async function rockfishListing(request: APIRequestContext): Promise<Listing> {
  const body = (await (await request.get('/api/catches')).json()) as Listing[] | { items: Listing[] };
  const listing = (Array.isArray(body) ? body : body.items).find(
    (candidate) =>
      candidate.title === 'Whole rockfish' && candidate.crabber.displayName === 'Whitaker Rockfish',
  );
  if (!listing) throw new Error('No Whole rockfish of Whitaker Rockfish');
  return listing;
}

/** One whole rockfish (about 4-6 lb, $8.99/lb) ordered cash for today's or tomorrow's pickup, so it is in the day's list. */
async function orderRockfish(request: APIRequestContext, prefix: string): Promise<OrderDto> {
  await registerBuyer(request, prefix);
  const listing = await rockfishListing(request);
  const now = new Date();
  const days = [localDateOf(now), addDays(localDateOf(now), 1)];
  const slot = upcomingSlots(listing.pickupWindows, now).find(
    (candidate) =>
      days.includes(candidate.date) && slotState(candidate, new Date(listing.expiresAt), now) === 'open',
  );
  if (!slot) throw new Error('Whitaker Rockfish has no open pickup today or tomorrow');
  const added = await request.post('/api/cart', {
    data: { catchId: listing.id, qty: 1, selectedPickupWindow: slot.window, pickupDate: slot.date },
  });
  expect(added.status()).toBe(201);
  const placed = await request.post('/api/orders', { data: { paymentMethod: 'cash' } });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as OrderDto;
  expect(order).toMatchObject({ estimatedTotal: '44.95', maxTotal: '51.69' });
  return order;
}

describe('a per-pound rockfish weighed at the dock', () => {
  const b = useBrowser();

  it('is weighed offline on the pickup check, synced once, and the buyer gets estimate, final and receipt', async () => {
    const { page } = b;
    const order = await orderRockfish(page.request, 'rockfish-buyer');
    const itemId = order.items[0]!.id;

    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, WHITAKER);
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/pickup-check');
    await sellerPage.getByTestId('list-saved').waitFor();

    await seller.setOffline(true);
    await sellerPage.getByTestId('offline-state').waitFor();
    await sellerPage.getByRole('textbox', { name: 'Pickup code' }).fill(order.qrCode!);
    await sellerPage.getByRole('button', { name: 'Check Pass' }).click();
    const found = sellerPage.getByTestId('found-order');
    await found.getByText('Collect $44.95 in cash.').waitFor();
    // Completing without the weight asks for it first.
    await found.getByRole('button', { name: 'Complete Pickup' }).click();
    await found.getByText('Enter what the catch weighed').waitFor();
    await found.getByTestId(`weight-${itemId}`).fill('5.2');
    // The cash to collect follows the scale: 5.2 lb at $8.99.
    await found.getByText('Collect $46.75 in cash.').waitFor();
    await found.getByRole('button', { name: 'Complete Pickup' }).click();
    await sellerPage.getByText('1 check-in waiting to be sent').waitFor();
    const before = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(before).toMatchObject({ status: 'confirmed', finalTotal: '44.95' });

    await seller.setOffline(false);
    await sellerPage.getByTestId('sync-report').getByText('1 check-in sent.').waitFor();
    const after = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as OrderDto;
    expect(after).toMatchObject({ status: 'completed', estimatedTotal: '44.95', finalTotal: '46.75' });
    expect(after.items[0]).toMatchObject({ estimatedLb: '5.00', finalLb: '5.20' });
    expect(after.items[0]!.adjustments).toHaveLength(1);
    await seller.close();

    await page.goto(`/orders/${order.id}`);
    await page.getByTestId('order-status').filter({ hasText: 'Completed' }).waitFor();
    await page.getByText('est. 5 lb, weighed 5.2 lb').first().waitFor();
    const pdf = await page.request.get(`/api/orders/${order.id}/receipt.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  it('is weighed online in the order page’s Weigh dialog, which shows the final total', async () => {
    const { page } = b;
    const order = await orderRockfish(page.request, 'rockfish-online-buyer');
    const seller = await b.browser.newContext({ baseURL: b.baseUrl });
    await signInAs(seller, WHITAKER);
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/orders/${order.id}`);
    await sellerPage.getByRole('button', { name: 'Weigh' }).click();
    const dialog = sellerPage.getByRole('dialog');
    await dialog.getByTestId(`weight-${order.items[0]!.id}`).fill('4.6');
    await dialog.getByRole('button', { name: 'Save weights' }).click();
    await dialog.getByTestId('weigh-saved').getByText('Final total: $41.35 (estimated $44.95).').waitFor();
    await seller.close();
  });
});
