import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches, crabberProfiles, orders } from '../../src/server/db/tables';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import {
  type Client,
  datedPickupsApp,
  json,
  notificationsOf,
  orderRow,
  patch,
  SATURDAY,
  signedInBuyer,
  stockOf,
} from './order-helpers';

/** The Saturday 28 November pickup (07:00-11:00 at the docks) ends at 16:00 UTC. */
const SATURDAY_END = new Date('2026-11-28T16:00:00Z');
const HOUR = 60 * 60 * 1000;

async function setUp() {
  const app = await datedPickupsApp({ qtyAvailable: 10 });
  return { ...app, buyer: await signedInBuyer(app.t) };
}

async function reserveSaturday(client: Client, catchId: string, qty: number, paymentMethod: 'cash' | 'card') {
  await client.post('/api/cart', {
    catchId,
    qty,
    selectedPickupWindow: SATURDAY,
    pickupDate: '2026-11-28',
  });
  return json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod }));
}

describe('orders nobody collects', () => {
  it("lapse as no-shows after the pickup and the seller's grace, with their stock back and both sides told", async () => {
    const { t, clock, seller, buyer } = await setUp();
    const cash = await reserveSaturday(buyer.client, seller.listing.id, 3, 'cash');
    expect(await stockOf(t.db, seller.listing.id)).toBe(7);

    clock.now = new Date(SATURDAY_END.getTime() + 2 * HOUR - 60_000);
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 0 });
    clock.now = new Date(SATURDAY_END.getTime() + 2 * HOUR + 60_000);
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 1 });
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 0 });

    expect((await orderRow(t.db, cash.id)).status).toBe('no_show');
    expect(await stockOf(t.db, seller.listing.id)).toBe(10);
    expect((await notificationsOf(t.db, buyer.user.id)).map((note) => note.title)).toContain(
      'Order Not Collected',
    );
    const toSeller = (await notificationsOf(t.db, seller.user.id)).find(
      (note) => note.title === 'Order Not Collected',
    );
    expect(toSeller?.message).toContain('Sat Nov 28, 7:00-11:00 AM');

    const order = await json<{ status: string }>(await buyer.client.get(`/api/orders/${cash.id}`));
    expect(order.status).toBe('no_show');
    const late = await patch(seller.client, `/api/orders/${cash.id}/status`, { status: 'completed' });
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe('This order lapsed as a no-show and can no longer change');
  });

  it('follows the seller grace setting, and leaves card and collected orders alone', async () => {
    const { t, clock, seller, buyer } = await setUp();
    await t.db
      .update(crabberProfiles)
      .set({ noShowGraceHours: 0 })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const cash = await reserveSaturday(buyer.client, seller.listing.id, 1, 'cash');
    const collected = await reserveSaturday(buyer.client, seller.listing.id, 1, 'cash');
    const card = await reserveSaturday(buyer.client, seller.listing.id, 1, 'card');
    await t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, collected.id));

    clock.now = new Date(SATURDAY_END.getTime() + 60_000);
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 1 });
    expect((await orderRow(t.db, cash.id)).status).toBe('no_show');
    expect((await orderRow(t.db, collected.id)).status).toBe('completed');
    expect((await orderRow(t.db, card.id)).paymentMethod).toBe('card');
    expect((await orderRow(t.db, card.id)).status).not.toBe('no_show');
  });

  it('returns no stock to a listing that is no longer on sale', async () => {
    const { t, clock, seller, buyer } = await setUp();
    await reserveSaturday(buyer.client, seller.listing.id, 4, 'cash');
    await t.db.update(catches).set({ isActive: false }).where(eq(catches.id, seller.listing.id));
    clock.now = new Date(SATURDAY_END.getTime() + 3 * HOUR);
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 1 });
    expect(await stockOf(t.db, seller.listing.id)).toBe(6);
  });

  it('lets the seller set the grace period, 0 to 24 hours', async () => {
    const { seller } = await setUp();
    const ok = await patch(seller.client, `/api/sellers/${seller.profile.id}`, { noShowGraceHours: 6 });
    expect(await ok.json()).toMatchObject({ noShowGraceHours: 6 });
    const bad = await patch(seller.client, `/api/sellers/${seller.profile.id}`, { noShowGraceHours: 25 });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.noShowGraceHours).toEqual([
      'No-show grace must be a whole number of hours from 0 to 24',
    ]);
  });
});
