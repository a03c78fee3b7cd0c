/**
 * Set-up for the tests that run the app in Stripe mode: the real Stripe SDK against the local fake
 * of Stripe's API, a seller whose connected account can take charges, and webhooks signed with the
 * SDK's own test-header helper, as Stripe would send them.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { crabberProfiles } from '../../src/server/db/tables';
import { type FakeStripeApi, startFakeStripeApi } from '../helpers/fake-stripe-api';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { sellerWithCatch, signedInBuyer } from './order-helpers';

export const WEBHOOK_SECRET = 'whsec_app_test';

/** The app in Stripe mode, talking to the fake (or to any other base, say one nobody answers on). */
export function stripeModeApp(
  stripeApi: Pick<FakeStripeApi, 'url'>,
  options: Parameters<typeof createTestApp>[1] = {},
) {
  return createTestApp(
    {
      stripe: {
        secretKey: 'sk_test_app',
        publishableKey: 'pk_test_app',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: stripeApi.url,
      },
    },
    options,
  );
}

/** The seller's connected account, onboarded and able to take charges. */
export async function activateStripeAccount(t: TestApp, profileId: string, accountId = 'acct_dobbins') {
  await t.db
    .update(crabberProfiles)
    .set({ stripeAccountId: accountId, stripeAccountStatus: 'active' })
    .where(eq(crabberProfiles.id, profileId));
}

/** POSTs a webhook signed with WEBHOOK_SECRET, or with the signature given. */
export function sendWebhook(
  t: TestApp,
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return createClient(t.app).post('/api/payments/webhook', undefined, {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

/** A Stripe event as Stripe sends it: an intent event names the intent, a charge event its charge. */
export function stripeEvent(id: string, type: string, intentId: string) {
  const object = type.startsWith('charge.')
    ? { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId }
    : { id: intentId, object: 'payment_intent' };
  return JSON.stringify({ id, object: 'event', type, data: { object } });
}

/**
 * The set-up every Stripe-mode sale test shares, as hooks: the fake of Stripe's API started once
 * for the file, and per test a fresh app in Stripe mode, a seller whose connected account takes
 * charges, with one listing, and a signed-in buyer. Read the fields inside tests and hooks.
 */
export function useStripeSale(catchOptions: Parameters<typeof sellerWithCatch>[1], accountId?: string) {
  const sale = {} as {
    fake: FakeStripeApi;
    t: TestApp;
    seller: Awaited<ReturnType<typeof sellerWithCatch>>;
    buyer: Awaited<ReturnType<typeof signedInBuyer>>;
  };
  beforeAll(async () => {
    sale.fake = await startFakeStripeApi();
  });
  afterAll(() => sale.fake.close());
  beforeEach(async () => {
    sale.t = await stripeModeApp(sale.fake);
    sale.seller = await sellerWithCatch(sale.t, catchOptions);
    await activateStripeAccount(sale.t, sale.seller.profile.id, accountId);
    sale.buyer = await signedInBuyer(sale.t);
  });
  return sale;
}
