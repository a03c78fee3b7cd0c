import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../src/server/integrations/payments/payment-provider';
import { createStripeProvider } from '../../src/server/integrations/payments/stripe-provider';
import { AppError } from '../../src/server/lib/app-error';
import { type FakeStripeApi, startFakeStripeApi } from '../helpers/fake-stripe-api';

const WEBHOOK_SECRET = 'whsec_test_secret';

describe('the Stripe provider, with the real SDK against a local fake of the Stripe API', () => {
  let fake: FakeStripeApi;
  let provider: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripeApi();
    provider = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret: WEBHOOK_SECRET,
      api: fake.api,
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => fake.close());

  const last = () => fake.requests.at(-1)!;

  it('creates an order intent as a destination charge keeping the service fee, with an idempotency key', async () => {
    const intent = await provider.createIntent({
      amountCents: 8925,
      applicationFeeCents: 425,
      destinationAccountId: 'acct_seller1',
      purpose: 'order',
      referenceId: 'order-1',
      description: 'BayCatch order #ABCD1234',
      idempotencyKey: 'order-order-1',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'order-order-1',
      authorization: 'Bearer sk_test_fake',
    });
    expect(last().form).toMatchObject({
      amount: '8925',
      currency: 'usd',
      application_fee_amount: '425',
      'transfer_data[destination]': 'acct_seller1',
      transfer_group: 'order_order-1',
      'metadata[purpose]': 'order',
      'metadata[referenceId]': 'order-1',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(intent).toMatchObject({
      amountCents: 8925,
      applicationFeeCents: 425,
      destinationAccountId: 'acct_seller1',
      status: 'requires_payment_method',
      metadata: { purpose: 'order', referenceId: 'order-1' },
    });
    expect(intent.clientSecret).toMatch(/_secret_/);

    const again = await provider.createIntent({
      amountCents: 8925,
      applicationFeeCents: 425,
      destinationAccountId: 'acct_seller1',
      purpose: 'order',
      referenceId: 'order-1',
      description: 'BayCatch order #ABCD1234',
      idempotencyKey: 'order-order-1',
    });
    expect(again.id).toBe(intent.id);
  });

  it('charges a promotion to the platform alone: no fee, no destination', async () => {
    await provider.createIntent({
      amountCents: 500,
      applicationFeeCents: 0,
      destinationAccountId: null,
      purpose: 'promotion',
      referenceId: 'catch-9',
      description: 'Promotion',
      idempotencyKey: 'promotion-catch-9-1',
    });
    expect(last().form.amount).toBe('500');
    expect(last().form).not.toHaveProperty('application_fee_amount');
    expect(last().form).not.toHaveProperty('transfer_data[destination]');
    expect(last().form).not.toHaveProperty('transfer_group');
    expect(last().idempotencyKey).toBe('promotion-catch-9-1');
  });

  it('reads an intent back with its status, charge and last error; an unknown one is null', async () => {
    const created = await provider.createIntent({
      amountCents: 1000,
      applicationFeeCents: 48,
      destinationAccountId: 'acct_x',
      purpose: 'order',
      referenceId: 'order-2',
      description: 'x',
      idempotencyKey: 'order-order-2',
    });
    fake.setIntent(created.id, { status: 'succeeded', latest_charge: 'ch_123' });
    expect(await provider.retrieveIntent(created.id)).toMatchObject({
      status: 'succeeded',
      chargeId: 'ch_123',
    });
    fake.setIntent(created.id, {
      status: 'requires_payment_method',
      latest_charge: null,
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect(await provider.retrieveIntent(created.id)).toMatchObject({ lastError: 'Your card was declined.' });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
  });

  it('refunds a destination charge in full, pulling back the transfer and the fee', async () => {
    const created = await provider.createIntent({
      amountCents: 2100,
      applicationFeeCents: 100,
      destinationAccountId: 'acct_y',
      purpose: 'order',
      referenceId: 'order-3',
      description: 'x',
      idempotencyKey: 'order-order-3',
    });
    await provider.refundIntent(created.id, 'refund-order-order-3');
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/v1/refunds',
      idempotencyKey: 'refund-order-order-3',
    });
    expect(last().form).toEqual({
      payment_intent: created.id,
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
  });

  it('cancels an unpaid intent', async () => {
    const created = await provider.createIntent({
      amountCents: 900,
      applicationFeeCents: 43,
      destinationAccountId: null,
      purpose: 'order',
      referenceId: 'order-4',
      description: 'x',
      idempotencyKey: 'order-order-4',
    });
    expect((await provider.cancelIntent(created.id)).status).toBe('canceled');
    expect(last().path).toBe(`/v1/payment_intents/${created.id}/cancel`);
  });

  it('opens Express accounts with account links and reads their status from capabilities', async () => {
    const { accountId } = await provider.createConnectedAccount({
      email: 'ray@dobbins.test',
      sellerId: 'seller-1',
    });
    expect(last()).toMatchObject({ path: '/v1/accounts', idempotencyKey: 'connect-account-seller-1' });
    expect(last().form).toMatchObject({
      type: 'express',
      email: 'ray@dobbins.test',
      'capabilities[transfers][requested]': 'true',
      'capabilities[card_payments][requested]': 'true',
      'metadata[sellerId]': 'seller-1',
    });
    const link = await provider.createOnboardingLink({
      accountId,
      returnUrl: 'https://baycatch.test/dashboard?stripe=return',
      refreshUrl: 'https://baycatch.test/dashboard?stripe=refresh',
    });
    expect(link.url).toContain(accountId);
    expect(last().form).toEqual({
      account: accountId,
      return_url: 'https://baycatch.test/dashboard?stripe=return',
      refresh_url: 'https://baycatch.test/dashboard?stripe=refresh',
      type: 'account_onboarding',
    });
    expect(await provider.retrieveAccountStatus(accountId)).toBe('pending');
    fake.setCapabilities(accountId, { card_payments: 'active', transfers: 'active' });
    expect(await provider.retrieveAccountStatus(accountId)).toBe('active');
  });

  describe('webhooks', () => {
    const sign = (payload: string, secret = WEBHOOK_SECRET) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = (type: string, object: Record<string, unknown>) =>
      JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });

    it('accepts a correctly signed event and names only what it is about', () => {
      const body = event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
      expect(provider.parseWebhook(body, sign(body))).toEqual({
        type: 'payment',
        eventType: 'payment_intent.succeeded',
        id: 'evt_payment_intent.succeeded',
        intentId: 'pi_1',
      });
      const account = event('account.updated', { id: 'acct_1', object: 'account' });
      expect(provider.parseWebhook(account, sign(account))).toMatchObject({
        type: 'account.updated',
        accountId: 'acct_1',
      });
      // A refund names its charge; the event is about the charge's intent.
      const refund = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' });
      expect(provider.parseWebhook(refund, sign(refund))).toEqual({
        type: 'payment',
        eventType: 'charge.refunded',
        id: 'evt_charge.refunded',
        intentId: 'pi_1',
      });
      const other = event('customer.created', { id: 'cus_1' });
      expect(provider.parseWebhook(other, sign(other))).toMatchObject({
        type: 'ignored',
        eventType: 'customer.created',
      });
    });

    it('refuses a wrong signature, a changed body and a missing header', () => {
      const body = event('payment_intent.succeeded', { id: 'pi_1' });
      const refused = (fn: () => unknown) => {
        try {
          fn();
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          return (error as AppError).status;
        }
        throw new Error('expected a refusal');
      };
      expect(refused(() => provider.parseWebhook(body, sign(body, 'whsec_other')))).toBe(400);
      expect(refused(() => provider.parseWebhook(body.replace('pi_1', 'pi_2'), sign(body)))).toBe(400);
      expect(refused(() => provider.parseWebhook(body, undefined))).toBe(400);
    });
  });
});
