import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches, crabberProfiles, emailOutbox } from '../../src/server/db/tables';
import { pickupMessages } from '../../src/shared/messages/pickup';
import type { PaymentIntentDto, PlacedOrdersDto } from '../../src/shared/order.schema';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  datedPickupsApp,
  json,
  notificationsOf,
  orderRow,
  SATURDAY,
  signedInBuyer,
  stockOf,
  TUESDAY,
} from './order-helpers';

const SATURDAY_START = '2026-11-28T12:00:00.000Z';
const TUESDAY_START = '2026-12-01T18:00:00.000Z';

async function reserve(
  client: Client,
  catchId: string,
  window: typeof SATURDAY,
  date: string,
  method: 'cash' | 'card' = 'cash',
) {
  await client.post('/api/cart', { catchId, qty: 2, selectedPickupWindow: window, pickupDate: date });
  return json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod: method }));
}

async function payByCard(client: Client, orderId: string) {
  const intent = await json<PaymentIntentDto>(
    await client.post(`/api/orders/${orderId}/create-payment-intent`),
  );
  const paid = await client.post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
}

async function setUp() {
  const app = await datedPickupsApp({ qtyAvailable: 20 });
  // Tuesday pickups come from the seller's own availability, as moves are checked against it.
  await app.t.db
    .update(crabberProfiles)
    .set({
      availability: {
        Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
        Tuesday: { enabled: true, startTime: '13:00', endTime: '17:00' },
      },
    })
    .where(eq(crabberProfiles.id, app.seller.profile.id));
  const cash = await signedInBuyer(app.t);
  const card = await signedInBuyer(app.t);
  return { ...app, cash, card };
}

const weatherOut = (client: Client, body: unknown) => client.post('/api/crabber/weather-out', body);

describe('weather-out', () => {
  it("cancels a day's open orders in one go: stock back, card hold released, every buyer told why", async () => {
    const { t, seller, cash, card } = await setUp();
    const cashOrder = await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const cardOrder = await reserve(card.client, seller.listing.id, SATURDAY, '2026-11-28', 'card');
    await payByCard(card.client, cardOrder.id);
    const tuesday = await reserve(cash.client, seller.listing.id, TUESDAY, '2026-12-01');
    expect(await stockOf(t.db, seller.listing.id)).toBe(14);

    const res = await weatherOut(seller.client, {
      date: '2026-11-28',
      action: 'cancel',
      reason: 'Small craft advisory, the boats stay in',
    });
    expect(res.status).toBe(200);
    // The card was only held (docs/decisions/026-card-holds.md): released, nothing refunded.
    expect(await res.json()).toEqual({ cancelled: 2, moved: 0, refunded: 0, dayClosed: false });
    expect((await orderRow(t.db, cashOrder.id)).status).toBe('cancelled');
    expect(await orderRow(t.db, cardOrder.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      capturedCents: null,
    });
    expect((await orderRow(t.db, tuesday.id)).status).toBe('confirmed');
    expect(await stockOf(t.db, seller.listing.id)).toBe(18);
    const told = (await notificationsOf(t.db, card.user.id)).find(
      (note) => note.title === 'Pickup Cancelled',
    );
    expect(told?.message).toContain('"Small craft advisory, the boats stay in"');
    expect(told?.message).toContain('The hold on your card was released; nothing was charged.');
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, cash.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('BayCatch: Pickup Cancelled');
  });

  it('moves one pickup to another of the seller, re-confirmed so the buyer may still cancel', async () => {
    const { t, seller, cash } = await setUp();
    const order = await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    await seller.client.request(`/api/orders/${order.id}/status`, {
      method: 'PATCH',
      json: { status: 'preparing' },
    });

    const res = await weatherOut(seller.client, {
      date: '2026-11-28',
      slotStart: SATURDAY_START,
      action: 'move',
      toSlotStart: TUESDAY_START,
      reason: 'Northeast wind at 25 knots',
    });
    expect(await res.json()).toEqual({ cancelled: 0, moved: 1, refunded: 0, dayClosed: false });
    expect(await orderRow(t.db, order.id)).toMatchObject({
      status: 'confirmed',
      pickupWindow: TUESDAY,
      pickupSlotStart: new Date(TUESDAY_START),
    });
    const told = (await notificationsOf(t.db, cash.user.id)).find((note) => note.title === 'Pickup Moved');
    expect(told?.message).toContain('Tue Dec 1, 1:00-5:00 PM');
    expect(told?.message).toContain(`http://localhost/orders/${order.id}`);
    const cancel = await cash.client.request(`/api/orders/${order.id}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
  });

  it("refuses a target that is not the seller's, a full one, and a day with nothing open, changing nothing", async () => {
    const { t, seller, cash } = await setUp();
    const order = await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const move = (toSlotStart: string) =>
      weatherOut(seller.client, { date: '2026-11-28', action: 'move', toSlotStart, reason: 'Fog' });

    const wrong = await move('2026-11-30T18:00:00.000Z');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.toSlotStart).toEqual([pickupMessages.notYourSlot]);
    expect((await move(SATURDAY_START)).status).toBe(400);

    await t.db
      .update(crabberProfiles)
      .set({ slotCapacity: 1 })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const other = await signedInBuyer(t);
    await reserve(other.client, seller.listing.id, TUESDAY, '2026-12-01');
    const full = await move(TUESDAY_START);
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe(pickupMessages.noRoom(0));
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));

    const empty = await weatherOut(seller.client, { date: '2026-11-29', action: 'cancel', reason: 'Fog' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(pickupMessages.nothingToDo);
  });

  it('checks its input, is for sellers only, and works over tRPC', async () => {
    const { t, seller, cash } = await setUp();
    const noReason = await weatherOut(seller.client, { date: '2026-11-28', action: 'cancel', reason: ' ' });
    expect((await noReason.json()).errors.reason).toEqual([pickupMessages.reason]);
    const noTarget = await weatherOut(seller.client, { date: '2026-11-28', action: 'move', reason: 'Fog' });
    expect((await noTarget.json()).errors.toSlotStart).toEqual([pickupMessages.target]);
    expect(
      (await weatherOut(cash.client, { date: '2026-11-28', action: 'cancel', reason: 'x' })).status,
    ).toBe(403);

    await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const trpc = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    expect(
      await trpc.crabber.weatherOut.mutate({ date: '2026-11-28', action: 'cancel', reason: 'Thunderstorms' }),
    ).toEqual({ cancelled: 1, moved: 0, refunded: 0, dayClosed: false });
  });

  it('closes a day ahead to new orders, with or without orders to act on, until the seller reopens it', async () => {
    const { t, seller, cash } = await setUp();
    const other = await signedInBuyer(t);
    await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const res = await weatherOut(seller.client, {
      date: '2026-11-28',
      action: 'cancel',
      reason: 'Gale warning',
      closeDay: true,
    });
    expect(await res.json()).toEqual({ cancelled: 1, moved: 0, refunded: 0, dayClosed: true });

    const slots = (
      await json<{ pickupSlots: { date: string; closed?: boolean; reason?: string }[] }>(
        await other.client.get(`/api/catches/${seller.listing.id}`),
      )
    ).pickupSlots;
    expect(slots[0]).toMatchObject({ date: '2026-11-28', closed: true, reason: 'Closed by the seller' });
    const add = await other.client.post('/api/cart', {
      catchId: seller.listing.id,
      qty: 1,
      selectedPickupWindow: SATURDAY,
      pickupDate: '2026-11-28',
    });
    expect(add.status).toBe(409);
    expect((await add.json()).message).toBe(
      `${seller.profile.displayName} has closed Sat Nov 28, 7:00-11:00 AM to new orders. Choose another date`,
    );
    const day = await json<{ closed: boolean }>(
      await seller.client.get('/api/crabber/pickups?date=2026-11-28'),
    );
    expect(day.closed).toBe(true);

    // Closing a day with nothing on it yet is allowed too.
    const empty = await weatherOut(seller.client, {
      date: '2026-12-01',
      action: 'cancel',
      reason: 'Fog',
      closeDay: true,
    });
    expect(await empty.json()).toEqual({ cancelled: 0, moved: 0, refunded: 0, dayClosed: true });

    const reopen = await seller.client.request('/api/crabber/closed-days/2026-11-28', { method: 'DELETE' });
    expect(reopen.status).toBe(204);
    expect(
      (await seller.client.request('/api/crabber/closed-days/2026-11-28', { method: 'DELETE' })).status,
    ).toBe(404);
    const again = await other.client.post('/api/cart', {
      catchId: seller.listing.id,
      qty: 1,
      selectedPickupWindow: SATURDAY,
      pickupDate: '2026-11-28',
    });
    expect(again.status).toBe(201);
  });
});

describe('weather-out: a move passes what a checkout would', () => {
  const move = (client: Client, toSlotStart: string) =>
    weatherOut(client, { date: '2026-11-28', action: 'move', toSlotStart, reason: 'Gale warning' });

  it("moves to another of the listing's own windows, even one the weekly hours do not list", async () => {
    const { t, seller } = await datedPickupsApp({ qtyAvailable: 20 });
    await t.db
      .update(crabberProfiles)
      .set({ availability: { Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' } } })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const buyer = await signedInBuyer(t);
    const order = await reserve(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    const res = await move(seller.client, TUESDAY_START);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ moved: 1 });
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(TUESDAY_START));
  });

  it('refuses a pickup after the catch expires, changing nothing', async () => {
    const { t, seller, cash } = await setUp();
    // Expires Monday morning: Saturday's pickup is fine, Tuesday's is after it.
    await t.db
      .update(catches)
      .set({ expiresAt: new Date('2026-11-30T12:00:00.000Z') })
      .where(eq(catches.id, seller.listing.id));
    const order = await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const res = await move(seller.client, TUESDAY_START);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(pickupMessages.afterExpiry(seller.listing.title));
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });

  it('refuses a day the seller closed to orders, changing nothing', async () => {
    const { t, seller, cash } = await setUp();
    const order = await reserve(cash.client, seller.listing.id, SATURDAY, '2026-11-28');
    const closed = await weatherOut(seller.client, {
      date: '2026-12-01',
      action: 'cancel',
      reason: 'Boat in the yard',
      closeDay: true,
    });
    expect(await closed.json()).toMatchObject({ dayClosed: true });
    const res = await move(seller.client, TUESDAY_START);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(pickupMessages.dayClosed);
    expect((await orderRow(t.db, order.id)).pickupSlotStart).toEqual(new Date(SATURDAY_START));
  });
});
