/**
 * Far pickups (docs/decisions/028-saved-cards.md): a card order whose pickup starts more than 6
 * days after checkout saves the card, and the sweep holds it at the order's cut-off, once; a
 * declined card tells buyer and seller and the order waits to be paid, then lapses unpaid.
 * Test-mode provider; both engines.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { OrderDto, PaymentIntentDto } from '../../src/shared/order.schema';
import { createTestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  orderRow,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';
import { intentRow } from './sale-helpers';

const DAY = 24 * 60 * 60 * 1000;

async function confirm(client: Client, clientSecret: string, cardNumber: string) {
  return client.post('/api/payments/test-mode/confirm', {
    clientSecret,
    cardNumber,
    expiry: '12/40',
    cvc: '123',
  });
}

/** A card order whose pickup is moved `days` ahead before its payment page opens. */
async function setUp(days: number) {
  // Orders are stamped with the real time when written, so the test clock starts there.
  const clock = { now: new Date() };
  const t = await createTestApp({}, { now: () => clock.now });
  const seller = await sellerWithCatch(t, { qtyAvailable: 40, unitPriceCents: 1000 });
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
  const start = new Date(Date.now() + days * DAY);
  await t.db
    .update(orders)
    .set({ pickupSlotStart: start, pickupSlotEnd: new Date(start.getTime() + 4 * 3_600_000) })
    .where(eq(orders.id, placed.id));
  const page = await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`);
  expect(page.status).toBe(200);
  return { t, clock, seller, buyer, orderId: placed.id, intent: await json<PaymentIntentDto>(page), start };
}

/** Saves the card, then brings the order's cut-off to now. */
async function savedAndDue(cardNumber: string) {
  const set = await setUp(10);
  expect((await confirm(set.buyer.client, set.intent.clientSecret, cardNumber)).status).toBe(200);
  await set.t.db
    .update(orders)
    .set({ authorizeAt: new Date(set.clock.now.getTime() - 1000) })
    .where(eq(orders.id, set.orderId));
  return set;
}

describe('saved cards for far pickups', () => {
  it('saves the card for a pickup more than 6 days away, to be held at the cut-off', async () => {
    const { t, seller, buyer, orderId, intent, start } = await setUp(10);
    expect(intent.clientSecret.startsWith('seti_')).toBe(true);
    expect(intent.amount).toBe('21.00');
    const cutoff = start.getTime() - seller.profile.orderCutoffHours * 3_600_000;
    expect(new Date(intent.authorizeAt!).getTime()).toBe(cutoff);
    // Asking again answers with the same setup intent.
    const again = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${orderId}/create-payment-intent`),
    );
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);

    const saved = await confirm(buyer.client, intent.clientSecret, '4242 4242 4242 4242');
    expect(await json(saved)).toMatchObject({ status: 'succeeded' });
    const order = await orderOf(buyer.client, orderId);
    expect(order).toMatchObject({ paymentStatus: 'pending', authorizedTotal: null, capturedTotal: null });
    expect(new Date(order.cardAuthorizeAt!).getTime()).toBe(cutoff);
    expect((await orderRow(t.db, orderId)).paymentIntentId).toBeNull();
    // The seller hears of the order now; the buyer has it in writing.
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.title)).toContain('New Order');
    expect((await notificationsOf(t.db, buyer.user.id)).map((n) => n.title)).toContain('Card Saved');
    // Nothing more to pay: the page refuses a second payment.
    expect((await buyer.client.post(`/api/orders/${orderId}/create-payment-intent`)).status).toBe(409);
    // The unpaid-order sweep leaves it alone.
    expect(await t.services.orders.sweepCardPayments()).toMatchObject({ cancelled: 0 });
  });

  it('holds the card at checkout for a pickup 6 days away or less', async () => {
    const { intent } = await setUp(5);
    expect(intent.clientSecret.startsWith('pi_')).toBe(true);
    expect(intent.authorizeAt).toBeUndefined();
  });

  it('a card that is declined when saved leaves the order unpaid', async () => {
    const { buyer, orderId, intent } = await setUp(10);
    const declined = await json<{ status: string; lastError: string }>(
      await confirm(buyer.client, intent.clientSecret, '4000 0000 0000 0002'),
    );
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    expect((await orderOf(buyer.client, orderId)).cardAuthorizeAt).toBeNull();
  });

  it('the sweep holds a due saved card once, even when two sweeps run at once', async () => {
    const { t, buyer, orderId } = await savedAndDue('4242424242424242');
    const [a, b] = await Promise.all([
      t.services.orders.sweepSavedCards(),
      t.services.orders.sweepSavedCards(),
    ]);
    expect(a.held + b.held).toBe(1);
    const order = await orderOf(buyer.client, orderId);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      authorizedTotal: '21.00',
      cardAuthorizeAt: null,
    });
    const row = await orderRow(t.db, orderId);
    expect(await intentRow(t.db, row.paymentIntentId!)).toMatchObject({
      status: 'requires_capture',
      captureMethod: 'manual',
      amountCapturableCents: 2100,
    });
    expect(await t.services.orders.sweepSavedCards()).toEqual({ held: 0, declined: 0 });
  });

  it('a held saved card is captured at completion like any hold', async () => {
    const { t, seller, buyer, orderId } = await savedAndDue('4242424242424242');
    await t.services.orders.sweepSavedCards();
    expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);
    expect((await setStatus(seller.client, orderId, 'completed')).status).toBe(200);
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      paymentStatus: 'paid',
      capturedTotal: '21.00',
    });
  });

  it('a card declined at the cut-off tells both sides and the buyer can still pay', async () => {
    const { t, seller, buyer, orderId } = await savedAndDue('4000000000000341');
    expect(await t.services.orders.sweepSavedCards()).toEqual({ held: 0, declined: 1 });
    expect((await notificationsOf(t.db, buyer.user.id)).map((n) => n.title)).toContain('Card Declined');
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.title)).toContain('Card Declined');
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      paymentStatus: 'pending',
      status: 'confirmed',
    });
    // The payment page now takes a card for a normal hold.
    const page = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${orderId}/create-payment-intent`),
    );
    expect(page.clientSecret.startsWith('pi_')).toBe(true);
    expect((await confirm(buyer.client, page.clientSecret, '4242424242424242')).status).toBe(200);
    expect(await orderOf(buyer.client, orderId)).toMatchObject({ paymentStatus: 'authorized' });
  });

  it('a declined saved card nobody pays lapses like an unpaid card order', async () => {
    const { t, clock, buyer, orderId } = await savedAndDue('4000000000000341');
    await t.services.orders.sweepSavedCards();
    // The buyer has the usual payment window from the decline.
    clock.now = new Date(clock.now.getTime() + 29 * 60_000);
    expect(await t.services.orders.sweepCardPayments()).toMatchObject({ cancelled: 0 });
    clock.now = new Date(clock.now.getTime() + 2 * 60_000);
    expect(await t.services.orders.sweepCardPayments()).toMatchObject({ cancelled: 1 });
    const order: OrderDto = await orderOf(buyer.client, orderId);
    expect(order.status).toBe('cancelled');
  });
});
