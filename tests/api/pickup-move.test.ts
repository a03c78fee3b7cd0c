import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedPickupDays, crabberProfiles, emailOutbox } from '../../src/server/db/tables';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import { pickupMoveMessages } from '../../src/shared/pickup-move';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  datedPickupsApp,
  json,
  notificationsOf,
  orderRow,
  SATURDAY,
  signedInBuyer,
  TUESDAY,
} from './order-helpers';

const SATURDAY_START = '2026-11-28T12:00:00.000Z';
const TUESDAY_START = '2026-12-01T18:00:00.000Z';

async function reserve(client: Client, catchId: string, method: 'cash' | 'card' = 'cash') {
  await client.post('/api/cart', {
    catchId,
    qty: 2,
    selectedPickupWindow: SATURDAY,
    pickupDate: '2026-11-28',
  });
  return json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod: method }));
}

const move = (client: Client, orderId: string, toSlotStart: string) =>
  client.post(`/api/orders/${orderId}/move`, { toSlotStart });

async function expectRefused(res: Response, reason: string, message?: string) {
  expect(res.status).toBe(409);
  const body = (await res.json()) as { reason?: string; message: string };
  expect(body.reason).toBe(reason);
  if (message) expect(body.message).toBe(message);
}

async function setUp() {
  const app = await datedPickupsApp({ qtyAvailable: 20 });
  const buyer = await signedInBuyer(app.t);
  const order = await reserve(buyer.client, app.seller.listing.id);
  return { ...app, buyer, order };
}

const setCapacity = (app: Awaited<ReturnType<typeof setUp>>, slotCapacity: number) =>
  app.t.db.update(crabberProfiles).set({ slotCapacity }).where(eq(crabberProfiles.id, app.seller.profile.id));

describe('a buyer moves their own pickup', () => {
  it('moves the order to another pickup of the listing and tells the seller', async () => {
    const { t, seller, buyer, order } = await setUp();
    const res = await move(buyer.client, order.id, TUESDAY_START);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: order.id, status: 'confirmed' });
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: 'confirmed',
      pickupWindow: TUESDAY,
      pickupSlotStart: new Date(TUESDAY_START),
    });
    const told = (await notificationsOf(t.db, seller.user.id)).find(
      (note) => note.title === 'Pickup Moved by Buyer',
    );
    expect(told?.message).toMatch(
      /moved order .* from Sat Nov 28, 7:00-11:00 AM to Tue Dec 1, 1:00-5:00 PM\./,
    );
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('BayCatch: Pickup Moved by Buyer');
  });

  it('is the same through tRPC: orders.move', async () => {
    const { t, buyer, order } = await setUp();
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const moved = await trpc.orders.move.mutate({ id: order.id, data: { toSlotStart: TUESDAY_START } });
    expect(moved.pickupSlotStart).toBe(TUESDAY_START);
  });

  it('is refused to strangers (404) and to the seller (403), changing nothing', async () => {
    const { t, seller, order } = await setUp();
    const stranger = await signedInBuyer(t);
    expect((await move(stranger.client, order.id, TUESDAY_START)).status).toBe(404);
    expect((await move(seller.client, order.id, TUESDAY_START)).status).toBe(403);
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });

  it('is refused after the cut-off of the current pickup', async () => {
    const { t, clock, buyer, order } = await setUp();
    clock.now = new Date('2026-11-28T11:00:00Z');
    await expectRefused(
      await move(buyer.client, order.id, TUESDAY_START),
      'PICKUP_CUTOFF_PASSED',
      'The cut-off for this pickup has passed. Message the seller to change it.',
    );
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });

  it('refuses the same pickup, one not offered, a closed day, a full one and a ready order', async () => {
    const app = await setUp();
    const { t, seller, buyer, order } = app;
    await expectRefused(await move(buyer.client, order.id, SATURDAY_START), 'PICKUP_SAME');
    await expectRefused(
      await move(buyer.client, order.id, '2026-11-29T12:00:00.000Z'),
      'PICKUP_NOT_OFFERED',
      pickupMoveMessages.notOffered,
    );
    await t.db.insert(closedPickupDays).values({ crabberId: seller.profile.id, date: '2026-12-01' });
    await expectRefused(await move(buyer.client, order.id, TUESDAY_START), 'PICKUP_CLOSED');
    await t.db.delete(closedPickupDays).where(eq(closedPickupDays.crabberId, seller.profile.id));
    await setCapacity(app, 1);
    const other = await signedInBuyer(t);
    await other.client.post('/api/cart', {
      catchId: seller.listing.id,
      qty: 1,
      selectedPickupWindow: TUESDAY,
      pickupDate: '2026-12-01',
    });
    expect((await other.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
    await expectRefused(await move(buyer.client, order.id, TUESDAY_START), 'PICKUP_FULL');
    await seller.client.request(`/api/orders/${order.id}/status`, {
      method: 'PATCH',
      json: { status: 'preparing' },
    });
    await seller.client.request(`/api/orders/${order.id}/status`, {
      method: 'PATCH',
      json: { status: 'ready' },
    });
    await expectRefused(await move(buyer.client, order.id, TUESDAY_START), 'PICKUP_NOT_MOVABLE');
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });

  it('refuses a card order a move would make a far pickup (its hold would lapse)', async () => {
    const { t, seller } = await setUp();
    const card = await signedInBuyer(t);
    const order = await reserve(card.client, seller.listing.id, 'card');
    await expectRefused(await move(card.client, order.id, TUESDAY_START), 'PICKUP_CARD_RULES');
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });

  it('lets only one of two simultaneous moves take the last place', async () => {
    const app = await setUp();
    await setCapacity(app, 2);
    const second = await signedInBuyer(app.t);
    const other = await reserve(second.client, app.seller.listing.id);
    // Two places on Saturday are taken; Tuesday has room for one more than these two leave.
    await setCapacity(app, 1);
    const answers = await Promise.all([
      move(app.buyer.client, app.order.id, TUESDAY_START),
      move(second.client, other.id, TUESDAY_START),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await Promise.all([orderRow(app.t.db, app.order.id), orderRow(app.t.db, other.id)]);
    expect(rows.filter((row) => row.pickupSlotStart?.toISOString() === TUESDAY_START)).toHaveLength(1);
  });
});
