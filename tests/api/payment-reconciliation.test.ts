import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentEvents } from '../../src/server/db/tables';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import type { FakeStripeApi } from '../helpers/fake-stripe-api';
import { createClient, type TestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  orderRow,
  placeOrder,
  sellerWithCatch,
  signedInBuyer,
  stockOf,
} from './order-helpers';
import {
  activateStripeAccount,
  sendWebhook,
  stripeEvent,
  stripeModeApp,
  useStripeSale,
} from './stripe-mode-helpers';

/** Every ordering of a list (4 items: 24). */
function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('payment events reconciled against Stripe', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: { user: { id: string }; client: Client };
  let eventCount = 0;

  const sale = useStripeSale({ unitPriceCents: 8500, qtyAvailable: 500 }, 'acct_reconcile');

  beforeEach(async () => {
    ({ fake, t, seller, buyer } = sale);
  });

  const deliver = (payload: string) => sendWebhook(t, payload);
  const event = (type: string, intentId: string, id = `evt_${++eventCount}`) =>
    stripeEvent(id, type, intentId);

  async function cardOrder(qty = 1) {
    const placed = await placeOrder(buyer.client, seller.listing.id, qty, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    return { orderId: placed.id, intentId: intent.paymentIntentId };
  }

  const paymentStatusOf = async (orderId: string) => (await orderOf(buyer.client, orderId)).paymentStatus;
  const securityEvents = (kind: string) => t.logs.filter((log) => log.fields?.security === kind);

  it('answers 503 for a payment whose order is not recorded, then applies it once when redelivered', async () => {
    const { orderId, intentId } = await cardOrder();
    fake.setIntent(intentId, { status: 'succeeded', latest_charge: `ch_${intentId}` });
    // The order is out of reach (as if the event outran the write that records it): taken out
    // with its items, to be put back as it was.
    const hidden = await orderRow(t.db, orderId);
    const hiddenItems = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await t.db.delete(orders).where(eq(orders.id, orderId));

    const payload = event('payment_intent.succeeded', intentId, 'evt_early');
    const early = await deliver(payload);
    expect(early.status).toBe(503);
    expect(await json(early)).toHaveProperty('message');
    expect(await t.db.select().from(paymentEvents)).toEqual([]);

    await t.db.insert(orders).values(hidden);
    await t.db.insert(orderItems).values(hiddenItems);
    const redelivered = await deliver(payload);
    expect(redelivered.status).toBe(200);
    expect(await json(redelivered)).toEqual({ received: true, duplicate: false });
    expect(await paymentStatusOf(orderId)).toBe('paid');
    expect(await json(await deliver(payload))).toEqual({ received: true, duplicate: true });
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.type)).toEqual(['order_placed']);
  });

  it('shows a refund made in the Stripe dashboard (charge.refunded)', async () => {
    const { orderId, intentId } = await cardOrder();
    fake.setIntent(intentId, { status: 'succeeded', latest_charge: `ch_${intentId}` });
    await deliver(event('payment_intent.succeeded', intentId));
    expect(await paymentStatusOf(orderId)).toBe('paid');
    fake.refundInDashboard(intentId);
    expect((await deliver(event('charge.refunded', intentId))).status).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe('refunded');
  });

  describe('created, processing, succeeded and refunded in every order of arrival', () => {
    const chronological = [
      { type: 'payment_intent.created', status: 'requires_payment_method' as const, refunded: false },
      { type: 'payment_intent.processing', status: 'processing' as const, refunded: false },
      { type: 'payment_intent.succeeded', status: 'succeeded' as const, refunded: false },
      { type: 'charge.refunded', status: 'succeeded' as const, refunded: true },
    ];
    const rank = {
      unpaid: 0,
      pending: 0,
      authorized: 0,
      released: 0,
      paid: 1,
      partially_refunded: 2,
      refunded: 3,
      disputed: 3,
    } as const;

    it('ends refunded in all 24 orders, Stripe moving on while events arrive, never going back', async () => {
      for (const arrival of permutations(chronological.map((step) => step.type))) {
        const { orderId, intentId } = await cardOrder();
        let seen = 0;
        for (const [i, type] of arrival.entries()) {
          // Stripe's own state moves forward one step per delivery; the event names any step.
          const truth = chronological[i]!;
          fake.setIntent(intentId, {
            status: truth.status,
            latest_charge: truth.status === 'succeeded' ? `ch_${intentId}` : null,
          });
          if (truth.refunded) fake.refundInDashboard(intentId);
          expect((await deliver(event(type, intentId))).status).toBe(200);
          const now = rank[await paymentStatusOf(orderId)];
          expect(now, `${arrival.join(' → ')} at ${type}`).toBeGreaterThanOrEqual(seen);
          seen = now;
        }
        expect(await paymentStatusOf(orderId), arrival.join(' → ')).toBe('refunded');
      }
    });

    it('ends paid in every order of created, processing and succeeded, and stays paid on late events', async () => {
      for (const arrival of permutations(chronological.slice(0, 3).map((step) => step.type))) {
        const { orderId, intentId } = await cardOrder();
        // The events were all sent long ago: Stripe already reports the payment succeeded.
        fake.setIntent(intentId, { status: 'succeeded', latest_charge: `ch_${intentId}` });
        for (const type of arrival) await deliver(event(type, intentId));
        expect(await paymentStatusOf(orderId), arrival.join(' → ')).toBe('paid');
        // Stripe cannot go back, but a forged-looking stale state must not either.
        fake.setIntent(intentId, { status: 'processing' });
        await deliver(event('payment_intent.processing', intentId));
        expect(await paymentStatusOf(orderId)).toBe('paid');
      }
    });
  });

  describe('a succeeded intent that is not this order’s payment leaves it unpaid and is logged', () => {
    const cases: [string, Parameters<FakeStripeApi['setIntent']>[1]][] = [
      ['another amount', { amount: 100 }],
      ['another currency', { currency: 'eur' }],
      ['live money under test keys', { livemode: true }],
    ];
    for (const [name, changes] of cases) {
      it(name, async () => {
        const { orderId, intentId } = await cardOrder();
        fake.setIntent(intentId, { status: 'succeeded', latest_charge: `ch_${intentId}`, ...changes });
        expect((await deliver(event('payment_intent.succeeded', intentId))).status).toBe(200);
        expect(await paymentStatusOf(orderId)).toBe('pending');
        // The buyer's own "I paid" check reads the same intent and is refused the same way.
        await buyer.client.post(`/api/orders/${orderId}/sync-payment`);
        expect(await paymentStatusOf(orderId)).toBe('pending');
        expect(securityEvents('payment_mismatch').length).toBeGreaterThanOrEqual(2);
        expect(securityEvents('payment_mismatch')[0]?.fields).toMatchObject({ orderId, intentId });
      });
    }

    it('an intent created for another order', async () => {
      const mine = await cardOrder();
      const other = await cardOrder();
      // The other order's intent claims to be for mine (metadata names my order).
      fake.intents.get(other.intentId)!.metadata.referenceId = mine.orderId;
      fake.setIntent(other.intentId, { status: 'succeeded', latest_charge: `ch_${other.intentId}` });
      await deliver(event('payment_intent.succeeded', other.intentId));
      expect(await paymentStatusOf(mine.orderId)).toBe('pending');
      expect(securityEvents('payment_mismatch')[0]?.fields).toMatchObject({
        orderId: mine.orderId,
        intentId: other.intentId,
        reason: 'not the order’s payment intent',
      });
    });
  });

  it('releases the stock of an order whose intent was canceled, at once', async () => {
    const before = await stockOf(t.db, seller.listing.id);
    const { orderId, intentId } = await cardOrder(3);
    expect(await stockOf(t.db, seller.listing.id)).toBe(before - 3);
    fake.setIntent(intentId, { status: 'canceled' });
    expect((await deliver(event('payment_intent.canceled', intentId))).status).toBe(200);
    expect(await stockOf(t.db, seller.listing.id)).toBe(before);
    expect((await orderOf(buyer.client, orderId)).status).toBe('cancelled');
    // Delivered again, nothing is released twice.
    await deliver(event('payment_intent.canceled', intentId));
    expect(await stockOf(t.db, seller.listing.id)).toBe(before);
  });

  it('logs a webhook with a bad signature as a security event, without the payload', async () => {
    const payload = event('payment_intent.succeeded', 'pi_x');
    const res = await createClient(t.app).post('/api/payments/webhook', undefined, {
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
    });
    expect(res.status).toBe(400);
    const [logged] = securityEvents('webhook_signature_invalid');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).not.toContain('pi_x');
  });

  it('answers 503 with a message when Stripe cannot be reached; cash checkout and browsing go on', async () => {
    const down = await stripeModeApp({ url: 'http://127.0.0.1:9' });
    const downSeller = await sellerWithCatch(down, { unitPriceCents: 8500 });
    await activateStripeAccount(down, downSeller.profile.id, 'acct_down');
    const downBuyer = await signedInBuyer(down);
    const card = await placeOrder(downBuyer.client, downSeller.listing.id, 1, 'card');
    const res = await downBuyer.client.post(`/api/orders/${card.id}/create-payment-intent`);
    expect(res.status).toBe(503);
    expect((await json<{ message: string }>(res)).message).toMatch(/Card payments are unavailable/);
    const cash = await placeOrder(downBuyer.client, downSeller.listing.id, 1, 'cash');
    expect(cash.paymentMethod).toBe('cash');
    expect((await downBuyer.client.get('/api/catches')).status).toBe(200);
    expect(await down.db.select().from(orders)).toHaveLength(2);
  }, 20_000);
});
