/**
 * Set-up for the cart, checkout, order and payment API tests: listings with pickup windows,
 * signed-in buyers and sellers, and small readers for the rows the tests check.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { first } from '../../src/server/db/query';
import { catches, crabberProfiles, notifications, orders } from '../../src/server/db/tables';
import type { CartLineDto } from '../../src/shared/cart.schema';
import type { OrderDto, PlacedOrdersDto } from '../../src/shared/order.schema';
import { nextOpenSlot } from '../../src/shared/pickup-slots';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A per-pound listing: whole rockfish at $8.99/lb, about 4-6 lb each; two are estimated at 10 lb ($89.90), at most 11.5 lb ($103.39). */
export const ROCKFISH = {
  title: 'Whole rockfish',
  species: 'Striped Bass',
  unitType: 'piece',
  unitPriceCents: 899,
  pricing: 'per_lb' as const,
  estWeightMinCentilb: 400,
  estWeightMaxCentilb: 600,
  qtyAvailable: 20,
};

export const SATURDAY = { start: 'Saturday 07:00', end: 'Saturday 11:00' };
export const TUESDAY = { start: 'Tuesday 13:00', end: 'Tuesday 17:00' };
const DAY = 24 * 60 * 60 * 1000;

/**
 * Of the test listing's two windows, the one whose next open slot comes first: at most about four
 * days away on any day the tests run. A card order for it is held at checkout; next Saturday's slot
 * is 7 days away on a Saturday morning, which makes a far pickup that saves the card instead
 * (docs/decisions/028-saved-cards.md).
 */
export function nearestWindow(now = new Date()) {
  const startOf = (window: typeof SATURDAY) =>
    nextOpenSlot(window, new Date(now.getTime() + 8 * DAY), now)?.startsAt.getTime() ?? Infinity;
  return startOf(TUESDAY) < startOf(SATURDAY) ? TUESDAY : SATURDAY;
}

type CatchValues = Partial<typeof catches.$inferInsert>;

let listingCount = 0;
export async function createCatch(db: Db, crabberId: string, values: CatchValues = {}) {
  listingCount += 1;
  const [row] = await db
    .insert(catches)
    .values({
      crabberId,
      title: `Jumbo Jimmies ${listingCount}`,
      species: 'Blue Crab',
      prep: 'live',
      sizeMix: 'jumbo',
      unitType: 'dozen',
      unitPriceCents: 8500,
      qtyAvailable: 10,
      pickupWindows: [SATURDAY, TUESDAY],
      // Past a full week, so the windows' next dates are open whatever the weekday the test runs.
      expiresAt: new Date(Date.now() + 8 * DAY),
      ...values,
    })
    .returning();
  return row!;
}

export type Client = Awaited<ReturnType<typeof signedInClient>>;

/** A seller with one listing and a signed-in client of theirs. */
/**
 * An approved seller with one listing, whose payout account can take card payments (so buyers may
 * pay by card); `acceptsCard: false` leaves the account not connected.
 */
export async function sellerWithCatch(t: TestApp, values: CatchValues = {}, { acceptsCard = true } = {}) {
  const seller = await createSeller(t.db);
  if (acceptsCard) {
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountId: `acct_test_${seller.profile.id.slice(0, 8)}`, stripeAccountStatus: 'active' })
      .where(eq(crabberProfiles.id, seller.profile.id));
  }
  const listing = await createCatch(t.db, seller.profile.id, values);
  const client = await signedInClient(t.app, seller.user.email);
  return { ...seller, listing, client };
}

export async function signedInBuyer(t: TestApp) {
  const user = await createUser(t.db);
  return { user, client: await signedInClient(t.app, user.email) };
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** `pickupDate` (YYYY-MM-DD) picks the window's slot on that day, for listings on the dated-pickup clock. */
export async function addToCart(
  client: Client,
  catchId: string,
  qty: number,
  window = SATURDAY,
  pickupDate?: string,
) {
  return client.post('/api/cart', {
    catchId,
    qty,
    selectedPickupWindow: window,
    ...(pickupDate && { pickupDate }),
  });
}

export const patch = (client: Client, path: string, body: unknown) =>
  client.request(path, { method: 'PATCH', json: body });
export const del = (client: Client, path: string) => client.request(path, { method: 'DELETE' });

export async function cartOf(client: Client): Promise<CartLineDto[]> {
  return json<CartLineDto[]>(await client.get('/api/cart'));
}

/** Puts the catch in the buyer's cart and checks out; fails the test if either step fails. */
export async function placeOrder(
  client: Client,
  catchId: string,
  qty: number,
  paymentMethod: 'cash' | 'card' = 'cash',
  pickupDate?: string,
): Promise<PlacedOrdersDto> {
  // A card order without a date takes the nearest pickup, so that its card is held at checkout.
  const window = paymentMethod === 'card' && !pickupDate ? nearestWindow(client.now()) : SATURDAY;
  const added = await addToCart(client, catchId, qty, window, pickupDate);
  if (added.status !== 201 && added.status !== 200) throw new Error(`add to cart: ${added.status}`);
  const res = await client.post('/api/orders', { paymentMethod });
  if (res.status !== 201) throw new Error(`checkout: ${res.status} ${await res.text()}`);
  return json<PlacedOrdersDto>(res);
}

export const setStatus = (client: Client, orderId: string, status: string) =>
  patch(client, `/api/orders/${orderId}/status`, { status });

export async function orderOf(client: Client, orderId: string): Promise<OrderDto> {
  return json<OrderDto>(await client.get(`/api/orders/${orderId}`));
}

export async function stockOf(db: Db, catchId: string): Promise<number> {
  return first(await db.select({ qty: catches.qtyAvailable }).from(catches).where(eq(catches.id, catchId)))!
    .qty;
}

export async function orderRow(db: Db, orderId: string) {
  return first(await db.select().from(orders).where(eq(orders.id, orderId)))!;
}

export async function notificationsOf(db: Db, userId: string) {
  return await db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** Wednesday 25 November 2026, 10:00 at the docks: the clock of the dated-pickup tests. */
export const WEDNESDAY_MORNING = new Date('2026-11-25T15:00:00Z');

/**
 * An app on a clock a test can move (from WEDNESDAY_MORNING), with a seller whose listing picks up
 * Saturdays (07:00-11:00) and Tuesdays (13:00-17:00) and keeps for a week.
 */
export async function datedPickupsApp(values: CatchValues = {}) {
  const clock = { now: WEDNESDAY_MORNING };
  const t = await createTestApp({}, { now: () => clock.now });
  const seller = await sellerWithCatch(t, {
    pickupWindows: [SATURDAY, TUESDAY],
    expiresAt: new Date(WEDNESDAY_MORNING.getTime() + 7 * DAY),
    ...values,
  });
  return { t, clock, seller };
}
