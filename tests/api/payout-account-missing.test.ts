/**
 * A seller whose stored payout account the provider no longer knows (deleted in Stripe's
 * dashboard, or made under the other mode's keys) is not connected: "Connect" starts a fresh
 * onboarding instead of failing, with Stripe (its "No such account") and with the test-mode provider.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles } from '../../src/server/db/tables';
import { createSeller, signedInClient } from '../helpers/factories';
import { type FakeStripeApi, startFakeStripeApi } from '../helpers/fake-stripe-api';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { json } from './order-helpers';
import { stripeModeApp } from './stripe-mode-helpers';

async function sellerWithLostAccount(t: TestApp, accountId: string, status: 'pending' | 'active') {
  const seller = await createSeller(t.db);
  await t.db
    .update(crabberProfiles)
    .set({ stripeAccountId: accountId, stripeAccountStatus: status })
    .where(eq(crabberProfiles.id, seller.profile.id));
  const client = await signedInClient(t.app, seller.user.email);
  const stored = async () =>
    first(await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)));
  return { seller, client, stored };
}

describe('a payout account the provider no longer knows', () => {
  describe('with Stripe', () => {
    let fake: FakeStripeApi;
    beforeAll(async () => {
      fake = await startFakeStripeApi();
    });
    afterAll(() => fake.close());

    it('Connect forgets the lost account and onboards a new one, with a key of its own', async () => {
      const t = await stripeModeApp(fake);
      const { seller, client, stored } = await sellerWithLostAccount(t, 'acct_deleted', 'active');
      const connect = await client.post(`/api/sellers/${seller.profile.id}/connect-stripe`);
      expect(connect.status).toBe(200);
      const { onboardingUrl } = await json<{ onboardingUrl: string }>(connect);
      const profile = await stored();
      expect(profile?.stripeAccountId).toMatch(/^acct_/);
      expect(profile?.stripeAccountId).not.toBe('acct_deleted');
      expect(profile?.stripeAccountStatus).toBe('pending');
      expect(fake.accounts.has(profile!.stripeAccountId!)).toBe(true);
      expect(onboardingUrl).toContain(profile!.stripeAccountId!);
      const created = fake.requests.filter((request) => request.path === '/v1/accounts');
      expect(created.at(-1)?.idempotencyKey).toBe(`connect-account-${seller.profile.id}-acct_deleted`);
      expect(t.logs.some((log) => log.level === 'error')).toBe(false);
    });

    it('reads the status of a lost account as not connected, and clears it', async () => {
      const t = await stripeModeApp(fake);
      const { seller, client, stored } = await sellerWithLostAccount(t, 'acct_vanished', 'pending');
      const status = await client.get(`/api/sellers/${seller.profile.id}/stripe-status`);
      expect(await json(status)).toEqual({ connected: false, status: 'not_connected' });
      expect((await stored())?.stripeAccountId).toBeNull();
    });
  });

  describe('with the test-mode provider', () => {
    it('Connect onboards a new local account instead of failing', async () => {
      const t = await createTestApp();
      const { seller, client, stored } = await sellerWithLostAccount(t, 'acct_test_gone', 'pending');
      const connect = await client.post(`/api/sellers/${seller.profile.id}/connect-stripe`);
      expect(connect.status).toBe(200);
      const { onboardingUrl } = await json<{ onboardingUrl: string }>(connect);
      const profile = await stored();
      expect(profile?.stripeAccountId).toMatch(/^acct_test_/);
      expect(profile?.stripeAccountId).not.toBe('acct_test_gone');
      expect(onboardingUrl).toBe(
        `/payments/test-onboarding/${encodeURIComponent(profile!.stripeAccountId!)}`,
      );
      expect(await json(await client.get(`/api/sellers/${seller.profile.id}/stripe-status`))).toEqual({
        connected: true,
        status: 'pending',
      });
    });
  });
});
