/**
 * Card holds through Stripe: the real SDK against the local fake of Stripe's manual-capture API.
 * The intent is made with capture_method=manual for the order's maximum, the hold is learnt from
 * a signed webhook read back from Stripe, the dock captures the final amount with the fee on it,
 * a cancel releases the hold, and a hold Stripe let lapse asks the buyer to pay again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaptureRefusedError } from '../../src/server/integrations/payments/payment-provider';
import { createStripeProvider } from '../../src/server/integrations/payments/stripe-provider';
import type { OrderDto, PaymentIntentDto } from '../../src/shared/order.schema';
import { type FakeStripeApi, startFakeStripeApi } from '../helpers/fake-stripe-api';
import type { TestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  orderOf,
  orderRow,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';
import { type Seller, shortLines } from './sale-helpers';
import { activateStripeAccount, sendWebhook, stripeEvent, stripeModeApp } from './stripe-mode-helpers';

describe('card holds through Stripe', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Seller;
  let buyer: { client: Client };
  let eventCount = 0;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
  });
  afterAll(() => fake.close());

  beforeEach(async () => {
    t = await stripeModeApp(fake);
    // $10.00 a dozen: 12 dozen is $126.00 by card with the 5 % fee.
    seller = await sellerWithCatch(t, { unitPriceCents: 1000, qtyAvailable: 40 });
    await activateStripeAccount(t, seller.profile.id, 'acct_holds');
    buyer = await signedInBuyer(t);
  });

  const deliver = (type: string, intentId: string, id = `evt_hold_${++eventCount}`) =>
    sendWebhook(t, stripeEvent(id, type, intentId));

  /** The buyer's card authorised in the browser; Stripe then sends amount_capturable_updated. */
  async function heldOrder(qty: number) {
    const placed = await placeOrder(buyer.client, seller.listing.id, qty, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    fake.authorise(intent.paymentIntentId);
    const res = await deliver('payment_intent.amount_capturable_updated', intent.paymentIntentId);
    expect(res.status).toBe(200);
    return { orderId: placed.id, intentId: intent.paymentIntentId, itemId: placed.items[0]!.id };
  }

  const requestsTo = (path: string) => fake.requests.filter((r) => r.path === path);

  it('creates a manual-capture intent for the maximum and records the hold from the webhook, once', async () => {
    const { orderId, intentId } = await heldOrder(12);
    const [created] = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(created!.form).toMatchObject({
      amount: '12600',
      capture_method: 'manual',
      application_fee_amount: '600',
      'transfer_data[destination]': 'acct_holds',
    });
    const order = await orderOf(buyer.client, orderId);
    expect(order).toMatchObject({
      paymentStatus: 'authorized',
      authorizedTotal: '126.00',
      capturedTotal: null,
    });
    expect(order.authorizationExpiresAt).not.toBeNull();
    // A replay of the same event changes nothing.
    const replay = await deliver('payment_intent.amount_capturable_updated', intentId, 'evt_hold_replay');
    const again = await deliver('payment_intent.amount_capturable_updated', intentId, 'evt_hold_replay');
    expect(replay.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('authorized');
  });

  it('captures the final amount at the dock with the fee on it, under one key per order', async () => {
    const { orderId, intentId, itemId } = await heldOrder(12);
    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: 'light' });
    expect(requestsTo('/v1/refunds')).toHaveLength(0);
    await setStatus(seller.client, orderId, 'ready');
    const [first, second] = await Promise.all([
      setStatus(seller.client, orderId, 'completed'),
      setStatus(seller.client, orderId, 'completed'),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    const done = await json<OrderDto>(first!.status === 200 ? first! : second!);
    expect(done).toMatchObject({ paymentStatus: 'paid', capturedTotal: '84.00' });
    const captures = requestsTo(`/v1/payment_intents/${intentId}/capture`);
    expect(captures.length).toBeGreaterThan(0);
    for (const capture of captures) {
      expect(capture.form).toEqual({ amount_to_capture: '8400', application_fee_amount: '400' });
      expect(capture.idempotencyKey).toBe(`capture-order-${orderId}`);
    }
    expect(fake.intents.get(intentId)).toMatchObject({ status: 'succeeded', amount_received: 8400 });
    expect(await orderRow(t.db, orderId)).toMatchObject({ capturedCents: 8400 });
  });

  it('releases the hold when the order is cancelled, with no refund', async () => {
    const { orderId, intentId } = await heldOrder(2);
    expect((await setStatus(buyer.client, orderId, 'cancelled')).status).toBe(200);
    expect(requestsTo(`/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
    expect(requestsTo('/v1/refunds')).toHaveLength(0);
    expect(await orderRow(t.db, orderId)).toMatchObject({ paymentStatus: 'released', capturedCents: null });
  });

  it('refuses through the SDK to capture above the hold or after a lapse', async () => {
    const provider = createStripeProvider({
      secretKey: 'sk_test_app',
      publishableKey: 'pk_test_app',
      webhookSecret: undefined,
      api: fake.api,
      maxNetworkRetries: 0,
    });
    const { intentId } = await heldOrder(2);
    const capture = (amountCents: number, idempotencyKey: string) =>
      provider.captureIntent({ intentId, amountCents, applicationFeeCents: 0, idempotencyKey });
    await expect(capture(2101, 'too-much')).rejects.toBeInstanceOf(CaptureRefusedError);
    expect((await provider.retrieveIntent(intentId))?.amountCapturableCents).toBe(2100);
    fake.lapse(intentId);
    await expect(capture(2100, 'too-late')).rejects.toBeInstanceOf(CaptureRefusedError);
  });

  it('asks the buyer to pay again when Stripe lets the hold lapse', async () => {
    const { orderId, intentId } = await heldOrder(2);
    fake.lapse(intentId);
    expect((await deliver('payment_intent.canceled', intentId)).status).toBe(200);
    expect(await orderOf(buyer.client, orderId)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'pending',
    });
    await setStatus(seller.client, orderId, 'ready');
    expect((await setStatus(seller.client, orderId, 'completed')).status).toBe(409);
  });
});
