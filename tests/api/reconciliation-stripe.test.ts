/**
 * The daily reconciliation in Stripe mode: the real SDK lists PaymentIntents and Refunds by
 * creation time, page by page, from the local fake of Stripe's API.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import type { ReconciliationDto } from '../../src/shared/reconciliation.dto';
import { createUser, signedInClient } from '../helpers/factories';
import type { FakeStripeApi } from '../helpers/fake-stripe-api';
import type { TestApp } from '../helpers/test-app';
import { type Client, json, placeOrder } from './order-helpers';
import { refund, type Seller } from './sale-helpers';
import { sendWebhook, stripeEvent, useStripeSale } from './stripe-mode-helpers';

const dockToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());

describe('daily reconciliation through Stripe', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Seller;
  let buyer: { client: Client };
  let admin: Client;
  let eventCount = 0;

  const sale = useStripeSale({ unitPriceCents: 1000, qtyAvailable: 400 }, 'acct_reconcile_day');

  beforeEach(async () => {
    ({ fake, t, seller, buyer } = sale);
    admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
  });

  async function paidOrder(qty: number) {
    const placed = await placeOrder(buyer.client, seller.listing.id, qty, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    fake.setIntent(intent.paymentIntentId, {
      status: 'succeeded',
      latest_charge: `ch_${intent.paymentIntentId}`,
    });
    await sendWebhook(
      t,
      stripeEvent(`evt_day_${++eventCount}`, 'payment_intent.succeeded', intent.paymentIntentId),
    );
    return { orderId: placed.id, intentId: intent.paymentIntentId };
  }

  const check = async () =>
    json<ReconciliationDto>(await admin.post('/api/admin/reconciliation/check', { date: dockToday() }));

  it('agrees with Stripe over many pages, then lists a dashboard refund and an intent no order knows', async () => {
    // Other tests' intents share this fake: only this app's orders are compared, but every
    // listed intent with an order purpose is looked for, so each test starts from its own day's view.
    const before = new Set((await check()).differences.map((d) => d.providerRef));
    const paid = [];
    for (let i = 0; i < 3; i += 1) paid.push(await paidOrder(1 + i));
    expect((await refund(seller.client, paid[0]!.orderId, { amount: '2.00', reason: 'soft' })).status).toBe(
      201,
    );
    const clean = await check();
    expect(clean.differences.filter((d) => !before.has(d.providerRef))).toEqual([]);
    expect(clean.checked).toBe(4);
    // The SDK followed every page (limit 100; more than 100 intents would take two requests).
    const lists = fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/payment_intents');
    expect(lists.length).toBeGreaterThan(0);

    const dashboard = fake.refundInDashboard(paid[1]!.intentId, 500);
    const stray = paid[2]!.intentId;
    fake.intents.set('pi_stray', {
      ...fake.intents.get(stray)!,
      id: 'pi_stray',
      metadata: { purpose: 'order', referenceId: 'gone' },
    });
    const found = (await check()).differences.filter((d) => !before.has(d.providerRef));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderId: paid[1]!.orderId,
          kind: 'refund_amount',
          recorded: '0.00',
          provider: '5.00',
        }),
        expect.objectContaining({
          orderId: paid[1]!.orderId,
          kind: 'unknown_refund',
          providerRef: dashboard.id,
        }),
        expect.objectContaining({ orderId: null, kind: 'unknown_intent', providerRef: 'pi_stray' }),
      ]),
    );
    expect(found).toHaveLength(3);
    fake.intents.delete('pi_stray');
  });
});
