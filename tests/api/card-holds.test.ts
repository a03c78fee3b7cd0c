/**
 * Card holds (docs/decisions/026-card-holds.md): a card order is authorised for its maximum at
 * checkout, charged at the dock for what is handed over, and released (never refunded) when it is
 * cancelled, weathered out, shorted to zero or not collected. Test-mode provider; both engines.
 */
import { describe, expect, it } from 'vitest';
import { CaptureRefusedError } from '../../src/server/integrations/payments/payment-provider';
import { createTestModeProvider } from '../../src/server/integrations/payments/test-mode-provider';
import type { OrderDto, PaymentIntentDto, PlacedOrdersDto } from '../../src/shared/order.schema';
import { createTestApp } from '../helpers/test-app';
import {
  type Client,
  datedPickupsApp,
  json,
  notificationsOf,
  orderOf,
  orderRow,
  SATURDAY,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
  stockOf,
  WEDNESDAY_MORNING,
} from './order-helpers';
import { heldCardOrder, intentRow, paidCardOrder, refund, shortLines } from './sale-helpers';

const DAY = 24 * 60 * 60 * 1000;
const REASON = 'the boat came back light';

/** $10.00 a dozen: 12 dozen is $120.00, $126.00 by card with the 5 % fee. */
async function setUp() {
  const t = await createTestApp();
  const seller = await sellerWithCatch(t, { qtyAvailable: 40, unitPriceCents: 1000 });
  const buyer = await signedInBuyer(t);
  return { t, seller, buyer };
}

async function complete(seller: Client, orderId: string) {
  await setStatus(seller, orderId, 'ready');
  return setStatus(seller, orderId, 'completed');
}

/** A Saturday card order on the dated-pickup clock, its card held. */
async function saturdayHeldOrder(client: Client, catchId: string) {
  await client.post('/api/cart', {
    catchId,
    qty: 2,
    selectedPickupWindow: SATURDAY,
    pickupDate: '2026-11-28',
  });
  const placed = await json<PlacedOrdersDto>(await client.post('/api/orders', { paymentMethod: 'card' }));
  const intent = await json<PaymentIntentDto>(
    await client.post(`/api/orders/${placed.id}/create-payment-intent`),
  );
  const held = await client.post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(held.status).toBe(200);
  return { orderId: placed.id, intentId: intent.paymentIntentId };
}

describe('card holds', () => {
  it('authorises the order’s maximum at checkout for 7 days, charging nothing yet', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId } = await heldCardOrder(buyer.client, seller.listing.id, 12);
    const order = await orderOf(buyer.client, orderId);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      amountTotal: '126.00',
      authorizedTotal: '126.00',
      capturedTotal: null,
    });
    const expires = new Date(order.authorizationExpiresAt!).getTime();
    expect(Math.abs(expires - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
    expect(await intentRow(t.db, intentId)).toMatchObject({
      captureMethod: 'manual',
      status: 'requires_capture',
      amountCents: 12600,
      amountCapturableCents: 12600,
      amountReceivedCents: 0,
    });
    // Nothing is refundable before the card is charged.
    expect((await refund(seller.client, orderId, { amount: '5.00', reason: REASON })).status).toBe(409);
  });

  it('captures the final amount at completion, with the fee on what is captured', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId, itemId } = await heldCardOrder(buyer.client, seller.listing.id, 12);
    // A short line on a held card lowers what will be charged: no credit note, no refund.
    const short = await json<OrderDto>(
      await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: REASON }),
    );
    expect(short).toMatchObject({ paymentStatus: 'authorized', amountTotal: '84.00', creditNotes: [] });
    expect((await intentRow(t.db, intentId)).amountRefundedCents).toBe(0);

    const res = await complete(seller.client, orderId);
    expect(res.status).toBe(200);
    const done = await json<OrderDto>(res);
    expect(done).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      capturedTotal: '84.00',
      authorizedTotal: '126.00',
      amountSubtotal: '80.00',
      fees: '4.00',
    });
    expect(await intentRow(t.db, intentId)).toMatchObject({
      status: 'succeeded',
      amountReceivedCents: 8400,
      amountCapturableCents: 0,
      applicationFeeCents: 400,
    });
    expect(await orderRow(t.db, orderId)).toMatchObject({ capturedCents: 8400, authorizedCents: 12600 });
    // After capture, refunds work as before, up to what was captured; the receipt nets them from it.
    const tooMuch = await refund(seller.client, orderId, { amount: '84.01', reason: REASON });
    expect(tooMuch.status).toBe(409);
    expect((await intentRow(t.db, intentId)).amountRefundedCents).toBe(0);
    expect((await refund(seller.client, orderId, { amount: '4.00', reason: REASON })).status).toBe(201);
    expect((await intentRow(t.db, intentId)).amountRefundedCents).toBe(400);
    const receipt = await buyer.client.get(`/api/orders/${orderId}/receipt`);
    expect(await receipt.json()).toMatchObject({
      subtotal: '80.00',
      serviceFee: '4.00',
      total: '84.00',
      refunded: '4.00',
      netPaid: '80.00',
    });
  });

  it('captures once when two completions arrive at once', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId } = await heldCardOrder(buyer.client, seller.listing.id, 3);
    await setStatus(seller.client, orderId, 'ready');
    const answers = await Promise.all([
      setStatus(seller.client, orderId, 'completed'),
      setStatus(seller.client, orderId, 'completed'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await intentRow(t.db, intentId)).toMatchObject({ status: 'succeeded', amountReceivedCents: 3150 });
    expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'paid', capturedCents: 3150 });
  });

  it('captures at a dock check-in synced from offline, once however often the batch comes', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId } = await heldCardOrder(buyer.client, seller.listing.id, 2);
    const checkIn = { orderId, checkedAt: new Date().toISOString(), how: 'code' as const };
    const sync = () => seller.client.post('/api/crabber/orders/pickup-check/sync', { checkIns: [checkIn] });
    const [first, second] = await Promise.all([sync(), sync()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      capturedCents: 2100,
    });
    expect(await intentRow(t.db, intentId)).toMatchObject({ status: 'succeeded', amountReceivedCents: 2100 });
  });

  it('refuses to capture above the hold, or twice with other amounts, at the provider', async () => {
    const { t, seller, buyer } = await setUp();
    const { intentId } = await heldCardOrder(buyer.client, seller.listing.id, 2);
    const provider = createTestModeProvider(t.db);
    const capture = (amountCents: number, idempotencyKey = 'k1') =>
      provider.captureIntent({ intentId, amountCents, applicationFeeCents: 0, idempotencyKey });
    await expect(capture(2101)).rejects.toBeInstanceOf(CaptureRefusedError);
    await expect(capture(0)).rejects.toBeInstanceOf(CaptureRefusedError);
    expect(await capture(2000)).toMatchObject({ amountCapturedCents: 2000 });
    // The same key answers as before; another key finds nothing left to capture.
    expect(await capture(2000)).toMatchObject({ amountCapturedCents: 2000 });
    await expect(capture(100, 'k2')).rejects.toBeInstanceOf(CaptureRefusedError);
    expect((await intentRow(t.db, intentId)).amountReceivedCents).toBe(2000);
  });

  it('releases the hold when the buyer or the seller cancels', async () => {
    const { t, seller, buyer } = await setUp();
    for (const who of [buyer.client, seller.client]) {
      const { orderId, intentId } = await heldCardOrder(buyer.client, seller.listing.id, 2);
      expect((await setStatus(who, orderId, 'cancelled')).status).toBe(200);
      expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'released', capturedCents: null });
      expect(await intentRow(t.db, intentId)).toMatchObject({
        status: 'canceled',
        amountCapturableCents: 0,
        amountReceivedCents: 0,
        amountRefundedCents: 0,
      });
    }
    expect(await stockOf(t.db, seller.listing.id)).toBe(40);
  });

  it('releases the hold when every line is shorted to zero', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId, itemId } = await heldCardOrder(buyer.client, seller.listing.id, 4);
    const res = await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 0 }], reason: REASON });
    expect(res.status).toBe(200);
    expect(await json<OrderDto>(res)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'released',
      creditNotes: [],
    });
    expect((await intentRow(t.db, intentId)).status).toBe('canceled');
  });

  it('releases the hold of a weathered-out pickup', async () => {
    const { t, seller } = await datedPickupsApp({ qtyAvailable: 10, unitPriceCents: 1000 });
    const buyer = await signedInBuyer(t);
    const { orderId, intentId } = await saturdayHeldOrder(buyer.client, seller.listing.id);
    const res = await seller.client.post('/api/crabber/weather-out', {
      date: '2026-11-28',
      action: 'cancel',
      reason: 'Small craft advisory',
    });
    expect(await res.json()).toMatchObject({ cancelled: 1, refunded: 0 });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'released' });
    expect((await intentRow(t.db, intentId)).status).toBe('canceled');
  });

  it('releases, never charges, a held card order nobody collected', async () => {
    const { t, clock, seller } = await datedPickupsApp({ qtyAvailable: 10, unitPriceCents: 1000 });
    const buyer = await signedInBuyer(t);
    const { orderId, intentId } = await saturdayHeldOrder(buyer.client, seller.listing.id);
    // Saturday's pickup ends 11:00 at the docks; the seller's grace is 2 hours.
    clock.now = new Date(new Date('2026-11-28T16:00:00Z').getTime() + 3 * 60 * 60 * 1000);
    expect(await t.services.orders.sweepNoShows()).toEqual({ noShows: 1 });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'no_show',
      paymentStatus: 'released',
      capturedCents: null,
    });
    expect(await intentRow(t.db, intentId)).toMatchObject({ status: 'canceled', amountReceivedCents: 0 });
  });

  it('lets a hold lapse after 7 days: nothing can be captured and the buyer is asked to pay again', async () => {
    const { t, clock, seller } = await datedPickupsApp({ qtyAvailable: 10, unitPriceCents: 1000 });
    const buyer = await signedInBuyer(t);
    const { orderId, intentId } = await saturdayHeldOrder(buyer.client, seller.listing.id);
    const provider = createTestModeProvider(t.db, () => clock.now);
    expect((await provider.retrieveIntent(intentId))?.status).toBe('requires_capture');
    clock.now = new Date(WEDNESDAY_MORNING.getTime() + 7 * DAY + 60_000);
    expect(await provider.retrieveIntent(intentId)).toMatchObject({
      status: 'canceled',
      amountCapturableCents: 0,
    });
    await setStatus(seller.client, orderId, 'ready');
    const res = await setStatus(seller.client, orderId, 'completed');
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toContain('lapsed');
    const order = await orderOf(buyer.client, orderId);
    expect(order).toMatchObject({ status: 'ready', paymentStatus: 'pending', capturedTotal: null });
    // The buyer pays again: a new hold, then the dock charges it.
    const again = await buyer.client.post(`/api/orders/${orderId}/create-payment-intent`);
    expect(again.status).toBe(200);
    expect((await json<PaymentIntentDto>(again)).paymentIntentId).not.toBe(intentId);
  });

  it('keeps refunding in full the older orders charged at checkout', async () => {
    const { t, seller, buyer } = await setUp();
    const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'paid', capturedCents: 2100 });
    await setStatus(seller.client, orderId, 'cancelled');
    expect((await orderRow(t.db, orderId)).paymentStatus).toBe('refunded');
    expect((await intentRow(t.db, intentId)).amountRefundedCents).toBe(2100);
  });

  it('tells the buyer the card is held and the seller that it is', async () => {
    const { t, seller, buyer } = await setUp();
    await heldCardOrder(buyer.client, seller.listing.id, 12);
    const toBuyer = (await notificationsOf(t.db, buyer.user.id)).map((note) => note.message);
    expect(toBuyer).toContainEqual(
      expect.stringContaining('Your card is held for up to $126.00 and charged at pickup for what you take.'),
    );
    const toSeller = (await notificationsOf(t.db, seller.user.id)).map((note) => note.message);
    expect(toSeller).toContainEqual(expect.stringContaining('Card held $126.00.'));
  });
});
