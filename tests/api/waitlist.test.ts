/**
 * The waitlist (docs/product/waitlist.md): joining a sold-out listing's line, holds for the first
 * in line when units come back, claims by a normal checkout, and holds passing on when unclaimed.
 */
import { describe, expect, it } from 'vitest';
import { waitlistMessages } from '../../src/shared/messages/waitlist';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import type { WaitlistEntryDto, WaitlistStatusDto } from '../../src/shared/waitlist.schema';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  datedPickupsApp,
  del,
  json,
  notificationsOf,
  patch,
  SATURDAY,
  setStatus,
  signedInBuyer,
  stockOf,
} from './order-helpers';

const MINUTE = 60_000;

async function order(client: Client, catchId: string, qty: number) {
  await client.post('/api/cart', { catchId, qty, selectedPickupWindow: SATURDAY, pickupDate: '2026-11-28' });
  return client.post('/api/orders', { paymentMethod: 'cash' });
}

const join = (client: Client, catchId: string, body?: unknown) =>
  client.post(`/api/catches/${catchId}/waitlist`, body);
const entryOf = async (client: Client, catchId: string) =>
  (await json<WaitlistStatusDto>(await client.get(`/api/catches/${catchId}/waitlist`))).entry;

/** A listing of 2, bought out by one buyer, and two more buyers who want it. */
async function soldOut() {
  const app = await datedPickupsApp({ qtyAvailable: 2 });
  const catchId = app.seller.listing.id;
  const first = await signedInBuyer(app.t);
  const placed = await json<PlacedOrdersDto>(await order(first.client, catchId, 2));
  const second = await signedInBuyer(app.t);
  const third = await signedInBuyer(app.t);
  return { ...app, catchId, first, second, third, firstOrder: placed.orders[0]! };
}

describe('joining and leaving the waitlist', () => {
  it('takes the next place in line on a sold-out listing, once per buyer', async () => {
    const { t, catchId, second, third } = await soldOut();
    const joined = await join(second.client, catchId);
    expect(joined.status).toBe(201);
    expect((await json<WaitlistStatusDto>(joined)).entry).toMatchObject({
      catchId,
      qty: 1,
      place: 1,
      heldQty: 0,
      holdExpiresAt: null,
    });
    expect(
      (await json<WaitlistStatusDto>(await join(third.client, catchId, { qty: 2 }))).entry,
    ).toMatchObject({
      place: 2,
      qty: 2,
    });
    // Again: the same place, never a second one.
    expect((await json<WaitlistStatusDto>(await join(second.client, catchId, { qty: 3 }))).entry?.place).toBe(
      1,
    );
    const mine = await json<WaitlistEntryDto[]>(await third.client.get('/api/waitlist'));
    expect(mine).toMatchObject([
      { catchId, place: 2, title: expect.any(String), sellerName: expect.any(String) },
    ]);
    // tRPC is the same operation.
    const trpc = createTrpcTestClient(t.app, { cookie: third.client.cookie }).client;
    expect((await trpc.waitlist.status.query({ catchId })).entry?.place).toBe(2);
  });

  it("refuses a listing with stock (409 NOT_SOLD_OUT), the seller's own (403), a bad qty (400), an unknown listing (404), and anyone signed out (401)", async () => {
    const app = await datedPickupsApp({ qtyAvailable: 5 });
    const catchId = app.seller.listing.id;
    const buyer = await signedInBuyer(app.t);
    const inStock = await join(buyer.client, catchId);
    expect(inStock.status).toBe(409);
    expect(await inStock.json()).toMatchObject({
      message: waitlistMessages.notSoldOut,
      reason: 'NOT_SOLD_OUT',
    });
    expect((await join(app.seller.client, catchId)).status).toBe(403);
    for (const qty of [0, 100, 1.5, '2'])
      expect((await join(buyer.client, catchId, { qty })).status).toBe(400);
    expect((await join(buyer.client, 'no-such-catch')).status).toBe(404);
    const signedOut = await app.t.app.request(`http://localhost/api/catches/${catchId}/waitlist`, {
      method: 'POST',
    });
    expect(signedOut.status).toBe(401);
    expect((await app.t.app.request('http://localhost/api/waitlist')).status).toBe(401);
    expect((await del(buyer.client, `/api/catches/${catchId}/waitlist`)).status).toBe(404);
  });

  it('refuses a listing that is off sale (409 OFF_SALE)', async () => {
    const { catchId, second, seller } = await soldOut();
    expect((await patch(seller.client, `/api/catches/${catchId}`, { isActive: false })).status).toBe(200);
    const res = await join(second.client, catchId);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ reason: 'OFF_SALE' });
  });

  it('leaves with one tap: the place ends and the next moves up', async () => {
    const { catchId, second, third } = await soldOut();
    await join(second.client, catchId);
    await join(third.client, catchId);
    expect((await del(second.client, `/api/catches/${catchId}/waitlist`)).status).toBe(200);
    expect(await entryOf(second.client, catchId)).toBeNull();
    expect((await entryOf(third.client, catchId))?.place).toBe(1);
  });
});

describe('units that come back', () => {
  it('are held for the first in line, out of the public stock, and the holder is told', async () => {
    const { t, catchId, first, second, third, firstOrder } = await soldOut();
    await join(second.client, catchId);
    await join(third.client, catchId);
    expect((await setStatus(first.client, firstOrder.id, 'cancelled')).status).toBe(200);

    // Both units go to the first in line's one, then the second's one.
    expect(await stockOf(t.db, catchId)).toBe(0);
    expect(await entryOf(second.client, catchId)).toMatchObject({ heldQty: 1, place: 0 });
    expect(await entryOf(third.client, catchId)).toMatchObject({ heldQty: 1, place: 0 });
    const listing = await json<{ qtyAvailable: number }>(await second.client.get(`/api/catches/${catchId}`));
    expect(listing.qtyAvailable).toBe(0);

    expect(await t.services.waitlist.sweep()).toEqual({ expired: 0, told: 2 });
    const [notice] = (await notificationsOf(t.db, second.user.id)).filter((n) => n.type === 'waitlist_hold');
    expect(notice).toMatchObject({ title: 'Held for You', data: { catchId } });
    expect(notice!.message).toMatch(/held for you until \d{1,2}:\d{2} [AP]M\. Check out before then/);
    expect(
      t.mails.some((mail) => mail.to === second.user.email && mail.subject === 'BayCatch: Held for You'),
    ).toBe(true);
    // Told once.
    expect(await t.services.waitlist.sweep()).toEqual({ expired: 0, told: 0 });
  });

  it("are claimed by the holder's normal checkout, never by anyone else", async () => {
    const { t, catchId, first, second, firstOrder } = await soldOut();
    await join(second.client, catchId, { qty: 2 });
    await setStatus(first.client, firstOrder.id, 'cancelled');
    const stranger = await signedInBuyer(t);
    const refused = await stranger.client.post('/api/cart', {
      catchId,
      qty: 1,
      selectedPickupWindow: SATURDAY,
      pickupDate: '2026-11-28',
    });
    expect(refused.status).toBe(409);

    const placed = await order(second.client, catchId, 2);
    expect(placed.status).toBe(201);
    expect(await entryOf(second.client, catchId)).toBeNull();
    expect(await stockOf(t.db, catchId)).toBe(0);
  });

  it('pass to the next in line when the holder does not check out in time, and the holder is told', async () => {
    const { t, clock, catchId, first, second, third, firstOrder } = await soldOut();
    await join(second.client, catchId, { qty: 2 });
    await join(third.client, catchId);
    await setStatus(first.client, firstOrder.id, 'cancelled');
    expect(await entryOf(second.client, catchId)).toMatchObject({ heldQty: 2 });
    const hold = await entryOf(second.client, catchId);
    expect(Date.parse(hold!.holdExpiresAt!)).toBe(clock.now.getTime() + 30 * MINUTE);

    clock.now = new Date(clock.now.getTime() + 29 * MINUTE);
    expect((await t.services.waitlist.sweep()).expired).toBe(0);
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    expect((await t.services.waitlist.sweep()).expired).toBe(1);
    expect(await entryOf(second.client, catchId)).toBeNull();
    expect(await entryOf(third.client, catchId)).toMatchObject({ heldQty: 1 });
    // The one unit nobody waits for is back on sale.
    expect(await stockOf(t.db, catchId)).toBe(1);
    const ended = (await notificationsOf(t.db, second.user.id)).filter((n) => n.title === 'Hold Ended');
    expect(ended).toHaveLength(1);
  });

  it('a holder who leaves passes the hold on at once', async () => {
    const { t, catchId, first, second, third, firstOrder } = await soldOut();
    await join(second.client, catchId);
    await join(third.client, catchId, { qty: 2 });
    await setStatus(first.client, firstOrder.id, 'cancelled');
    expect(await entryOf(third.client, catchId)).toMatchObject({ heldQty: 1 });
    await del(second.client, `/api/catches/${catchId}/waitlist`);
    expect(await entryOf(third.client, catchId)).toMatchObject({ heldQty: 1 });
    expect(await stockOf(t.db, catchId)).toBe(1);
  });

  it('a restock goes to the line first', async () => {
    const { t, catchId, second, seller } = await soldOut();
    await join(second.client, catchId, { qty: 3 });
    const res = await seller.client.request(`/api/catches/${catchId}/quantity`, {
      method: 'PATCH',
      body: JSON.stringify({ quantity: 5 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await entryOf(second.client, catchId)).toMatchObject({ heldQty: 3 });
    expect(await stockOf(t.db, catchId)).toBe(2);
  });

  it('two buyers race for one returned unit: the one holding it wins', async () => {
    const app = await datedPickupsApp({ qtyAvailable: 1 });
    const catchId = app.seller.listing.id;
    const first = await signedInBuyer(app.t);
    const placed = await json<PlacedOrdersDto>(await order(first.client, catchId, 1));
    const holder = await signedInBuyer(app.t);
    const rival = await signedInBuyer(app.t);
    await join(holder.client, catchId);
    await setStatus(first.client, placed.orders[0]!.id, 'cancelled');
    const rivalAdd = rival.client.post('/api/cart', {
      catchId,
      qty: 1,
      selectedPickupWindow: SATURDAY,
      pickupDate: '2026-11-28',
    });
    const [mine, theirs] = await Promise.all([order(holder.client, catchId, 1), rivalAdd]);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(409);
    expect(await stockOf(app.t.db, catchId)).toBe(0);
  });
});
