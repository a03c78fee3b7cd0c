/**
 * The whole card flow in Stripe mode: the app runs the real Stripe SDK against a local fake of
 * Stripe's API, and webhooks are signed with the SDK's own test-header helper.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { catches, crabberProfiles, paymentEvents } from '../../src/server/db/tables';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import { signedInClient } from '../helpers/factories';
import type { FakeStripeApi } from '../helpers/fake-stripe-api';
import { createClient, type TestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  type sellerWithCatch,
} from './order-helpers';
import { sendWebhook, stripeEvent, useStripeSale } from './stripe-mode-helpers';

describe('Stripe mode: payment intents and webhooks', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: { user: { id: string }; client: Client };

  const sale = useStripeSale({ unitPriceCents: 8500 });

  beforeEach(async () => {
    ({ fake, t, seller, buyer } = sale);
  });

  const webhook = (payload: string, signature?: string) => sendWebhook(t, payload, signature);
  const intentEvent = stripeEvent;

  async function paidLater() {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    return { placed, intent };
  }

  it('publishes the publishable key for the Payment Element', async () => {
    expect(await json(await createClient(t.app).get('/api/payments/config'))).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_app',
      paymentWindowMinutes: 30,
    });
  });

  it('creates a destination charge from the order’s own amounts, idempotently', async () => {
    const { placed, intent } = await paidLater();
    const create = fake.requests
      .filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST')
      .at(-1)!;
    expect(create.idempotencyKey).toBe(`order-${placed.id}`);
    expect(create.form).toMatchObject({
      amount: '8925',
      application_fee_amount: '425',
      'transfer_data[destination]': 'acct_dobbins',
      'metadata[referenceId]': placed.id,
    });
    const again = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
  });

  it('records the payment on a signed payment_intent.succeeded, once, whatever the replays', async () => {
    const { placed, intent } = await paidLater();
    fake.setIntent(intent.paymentIntentId, { status: 'succeeded', latest_charge: 'ch_fake_1' });
    const payload = intentEvent('evt_1', 'payment_intent.succeeded', intent.paymentIntentId);
    const res = await webhook(payload);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, duplicate: false });
    expect(await orderOf(buyer.client, placed.id)).toMatchObject({
      paymentStatus: 'paid',
      paymentIntentId: intent.paymentIntentId,
      chargeId: 'ch_fake_1',
    });

    expect(await json(await webhook(payload))).toEqual({ received: true, duplicate: true });
    // A late failure event for the same intent cannot undo the success: the provider is asked.
    expect(
      (await webhook(intentEvent('evt_2', 'payment_intent.payment_failed', intent.paymentIntentId))).status,
    ).toBe(200);
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('paid');
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.type)).toEqual(['order_placed']);
    expect((await t.db.select().from(paymentEvents)).map((e) => e.id).sort()).toEqual(['evt_1', 'evt_2']);
  });

  it('features a promotion paid while the seller’s tab was closed, from the webhook alone', async () => {
    const sellerClient = await signedInClient(t.app, seller.user.email);
    const intent = await json<{ paymentIntentId: string }>(
      await sellerClient.post(`/api/catches/${seller.listing.id}/promote`),
    );
    fake.setIntent(intent.paymentIntentId, { status: 'succeeded', latest_charge: 'ch_promo_1' });
    const res = await webhook(intentEvent('evt_promo', 'payment_intent.succeeded', intent.paymentIntentId));
    expect(res.status).toBe(200);
    const row = first(await t.db.select().from(catches).where(eq(catches.id, seller.listing.id)));
    expect(row?.isPromoted).toBe(true);
    expect(row?.promotionPaymentId).toBe(intent.paymentIntentId);
  });

  it('trusts only the provider: a succeeded event for an intent that has not succeeded changes nothing', async () => {
    const { placed, intent } = await paidLater();
    await webhook(intentEvent('evt_forged', 'payment_intent.succeeded', intent.paymentIntentId));
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('pending');
  });

  it('refuses unsigned or wrongly signed webhooks and changes nothing', async () => {
    const { placed, intent } = await paidLater();
    fake.setIntent(intent.paymentIntentId, { status: 'succeeded' });
    const payload = intentEvent('evt_3', 'payment_intent.succeeded', intent.paymentIntentId);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await webhook(payload, forged)).status).toBe(400);
    const unsigned = await createClient(t.app).post('/api/payments/webhook', undefined, {
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('pending');
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
  });

  it('passes account.updated to the sellers service, which reads the account’s capabilities', async () => {
    const { accountId } = await t.services.paymentProvider.createConnectedAccount({
      email: seller.user.email,
      sellerId: seller.profile.id,
    });
    await t.db
      .update(crabberProfiles)
      .set({ stripeAccountId: accountId, stripeAccountStatus: 'pending' })
      .where(eq(crabberProfiles.id, seller.profile.id));
    fake.setCapabilities(accountId, { card_payments: 'active', transfers: 'active' });
    const payload = JSON.stringify({
      id: 'evt_acct',
      object: 'event',
      type: 'account.updated',
      data: { object: { id: accountId, object: 'account' } },
    });
    expect((await webhook(payload)).status).toBe(200);
    const profile = first(
      await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)),
    );
    expect(profile?.stripeAccountStatus).toBe('active');
  });

  it('refunds through Stripe, reversing the transfer, when a paid order is cancelled', async () => {
    const { placed, intent } = await paidLater();
    fake.setIntent(intent.paymentIntentId, { status: 'succeeded', latest_charge: 'ch_fake_2' });
    await buyer.client.post(`/api/orders/${placed.id}/sync-payment`);
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('paid');
    await buyer.client.request(`/api/orders/${placed.id}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
    });
    const refund = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(refund?.idempotencyKey).toBe(`refund-order-${placed.id}`);
    expect(refund?.form).toMatchObject({ payment_intent: intent.paymentIntentId, reverse_transfer: 'true' });
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('refunded');
  });

  it('has no test-mode endpoints when Stripe is configured', async () => {
    const { intent } = await paidLater();
    const res = await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(res.status).toBe(404);
  });
});
