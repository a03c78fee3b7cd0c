import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles, moderationActions, sessions, users } from '../../src/server/db/tables';
import type { CatchDto } from '../../src/shared/catch.schema';
import type { ModerationActionDto, ModerationActionsPageDto } from '../../src/shared/moderation.schema';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  addToCart,
  type Client,
  cartOf,
  json,
  notificationsOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';
import { validRegistration } from './seller-helpers';

const REASON = 'Photos show undersized crabs';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function world() {
  const t = await createTestApp();
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  const seller = await sellerWithCatch(t);
  const buyer = await signedInBuyer(t);
  return { t, admin, adminClient, seller, buyer };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const listIds = async (client: Client, query = '') =>
  ids(await json<CatchDto[]>(await client.get(`/api/catches${query}`)));

describe('moderation: who may call', () => {
  let t: TestApp;
  let listingId: string;
  let sellerId: string;
  let buyerId: string;

  beforeEach(async () => {
    t = await createTestApp();
    const seller = await sellerWithCatch(t);
    listingId = seller.listing.id;
    sellerId = seller.profile.id;
    buyerId = (await createUser(t.db)).id;
  });

  const calls = () => [
    `/api/admin/sellers/${sellerId}/revoke`,
    `/api/admin/catches/${listingId}/hide`,
    `/api/admin/catches/${listingId}/restore`,
    `/api/admin/users/${buyerId}/suspend`,
    `/api/admin/users/${buyerId}/restore`,
    `/api/admin/reports/${UNKNOWN}/resolve`,
  ];

  it('refuses signed-out visitors with 401 and buyers and sellers with 403', async () => {
    const anonymous = createClient(t.app);
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    const seller = await signedInClient(t.app, (await createSeller(t.db)).user.email);
    for (const path of calls()) {
      expect((await anonymous.post(path, { reason: REASON })).status).toBe(401);
      expect((await buyer.post(path, { reason: REASON })).status).toBe(403);
      expect((await seller.post(path, { reason: REASON })).status).toBe(403);
    }
    for (const path of ['/api/admin/moderation-actions', '/api/admin/reports', '/api/admin/users']) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await buyer.get(path)).status).toBe(403);
    }
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.cookie }).client;
    await expect(trpc.moderation.hideListing.mutate({ id: listingId, reason: REASON })).rejects.toMatchObject(
      {
        data: { httpStatus: 403 },
      },
    );
    await expect(trpc.moderation.actions.query({})).rejects.toMatchObject({ data: { httpStatus: 403 } });
    expect(await t.db.select().from(moderationActions)).toEqual([]);
  });

  it('asks for a reason of 3 to 500 characters, trimmed (400), and answers 404 for unknown targets', async () => {
    const admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
    for (const reason of [undefined, '', '  ab  ', 'x'.repeat(501), 42]) {
      const res = await admin.post(`/api/admin/catches/${listingId}/hide`, { reason });
      expect(res.status).toBe(400);
    }
    const short = await admin.post(`/api/admin/users/${buyerId}/suspend`, { reason: ' no ' });
    expect(await short.json()).toMatchObject({
      errors: { reason: ['Give a reason of at least 3 characters'] },
    });
    expect(
      (await admin.request(`/api/admin/catches/${listingId}/hide`, { method: 'POST', body: '{' })).status,
    ).toBe(400);
    expect((await admin.post('/api/admin/catches/not-an-id/hide', { reason: REASON })).status).toBe(400);
    for (const path of [
      `/api/admin/sellers/${UNKNOWN}/revoke`,
      `/api/admin/catches/${UNKNOWN}/hide`,
      `/api/admin/catches/${UNKNOWN}/restore`,
      `/api/admin/users/${UNKNOWN}/suspend`,
      `/api/admin/users/${UNKNOWN}/restore`,
    ]) {
      expect((await admin.post(path, { reason: REASON })).status).toBe(404);
    }
    expect(
      (await admin.post(`/api/admin/reports/${UNKNOWN}/resolve`, { resolution: 'dismissed' })).status,
    ).toBe(404);
    expect((await admin.post(`/api/admin/reports/${UNKNOWN}/resolve`, { resolution: 'maybe' })).status).toBe(
      400,
    );
    expect((await admin.get('/api/admin/moderation-actions?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/reports?status=closed')).status).toBe(400);
  });
});

describe('moderation: hiding a listing', () => {
  it('takes it out of the list, detail, storefront and cart for buyers; the seller sees it with the reason', async () => {
    const { t, adminClient, seller, buyer } = await world();
    expect((await addToCart(buyer.client, seller.listing.id, 1)).status).toBe(201);
    expect(await listIds(buyer.client)).toContain(seller.listing.id);

    const res = await adminClient.post(`/api/admin/catches/${seller.listing.id}/hide`, {
      reason: `  ${REASON} `,
    });
    expect(res.status).toBe(200);
    expect(await json<ModerationActionDto>(res)).toMatchObject({
      action: 'listing_hidden',
      targetType: 'listing',
      targetId: seller.listing.id,
      targetLabel: seller.listing.title,
      reason: REASON,
    });

    expect(await listIds(buyer.client)).not.toContain(seller.listing.id);
    expect(await listIds(buyer.client, `?crabberId=${seller.profile.id}`)).toEqual([]);
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(404);
    const [line] = await cartOf(buyer.client);
    expect(line?.catch.isAvailable).toBe(false);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(409);
    const other = await signedInBuyer(t);
    expect((await addToCart(other.client, seller.listing.id, 1)).status).toBe(404);

    const mine = await json<CatchDto[]>(await seller.client.get('/api/crabber/catches'));
    expect(mine.find((c) => c.id === seller.listing.id)?.hiddenReason).toBe(REASON);
    const own = await json<CatchDto>(await seller.client.get(`/api/catches/${seller.listing.id}`));
    expect(own.hiddenReason).toBe(REASON);
    // Editing does not bring it back: only an admin restores it.
    await seller.client.request(`/api/catches/${seller.listing.id}`, {
      method: 'PUT',
      json: { isActive: true },
    });
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(404);
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.type)).toEqual(['listing_hidden']);

    expect(
      (await adminClient.post(`/api/admin/catches/${seller.listing.id}/hide`, { reason: REASON })).status,
    ).toBe(409);
  });

  it('restores it, answers 409 when it is not hidden, and records both in the activity list', async () => {
    const { t, admin, adminClient, seller, buyer } = await world();
    expect(
      (await adminClient.post(`/api/admin/catches/${seller.listing.id}/restore`, { reason: REASON })).status,
    ).toBe(409);
    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    await trpc.moderation.hideListing.mutate({ id: seller.listing.id, reason: REASON });
    const restored = await adminClient.post(`/api/admin/catches/${seller.listing.id}/restore`, {
      reason: 'Seller sent new photos',
    });
    expect(restored.status).toBe(200);
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(200);
    expect(await listIds(buyer.client)).toContain(seller.listing.id);
    expect((await notificationsOf(t.db, seller.user.id)).map((n) => n.type).sort()).toEqual([
      'listing_hidden',
      'listing_restored',
    ]);

    const page = await json<ModerationActionsPageDto>(await adminClient.get('/api/admin/moderation-actions'));
    expect(page.total).toBe(2);
    expect(page.items.map((a) => [a.action, a.reason, a.actorEmail])).toEqual([
      ['listing_restored', 'Seller sent new photos', admin.email],
      ['listing_hidden', REASON, admin.email],
    ]);
    const second = await json<ModerationActionsPageDto>(
      await adminClient.get('/api/admin/moderation-actions?limit=1&offset=1'),
    );
    expect(second.items.map((a) => a.action)).toEqual(['listing_hidden']);
    expect((await trpc.moderation.actions.query({ limit: 1 })).items.map((a) => a.action)).toEqual([
      'listing_restored',
    ]);
  });
});

describe("moderation: revoking a seller's approval", () => {
  it('hides their listings and storefront, keeps their open orders completable, and tells them why', async () => {
    const { t, adminClient, seller, buyer } = await world();
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    expect((await addToCart(buyer.client, seller.listing.id, 1)).status).toBe(201);

    const res = await adminClient.post(`/api/admin/sellers/${seller.profile.id}/revoke`, { reason: REASON });
    expect(res.status).toBe(200);
    expect(await json<ModerationActionDto>(res)).toMatchObject({
      action: 'seller_revoked',
      targetLabel: seller.profile.displayName,
    });
    const profile = first(
      await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.id, seller.profile.id)),
    );
    expect(profile).toMatchObject({ verificationStatus: 'revoked', rejectionReason: REASON });

    expect(await listIds(buyer.client)).not.toContain(seller.listing.id);
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(404);
    expect((await buyer.client.get(`/api/sellers/${seller.profile.id}/public`)).status).toBe(404);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(409);

    // The open order stays: the seller moves it to the end.
    expect((await setStatus(seller.client, placed.id, 'preparing')).status).toBe(200);
    expect((await setStatus(seller.client, placed.id, 'ready')).status).toBe(200);
    expect((await setStatus(seller.client, placed.id, 'completed')).status).toBe(200);

    const me = await json<{ crabberProfile: { verificationStatus: string; rejectionReason: string } }>(
      await seller.client.get('/api/auth/user'),
    );
    expect(me.crabberProfile).toMatchObject({ verificationStatus: 'revoked', rejectionReason: REASON });
    const posted = await seller.client.post('/api/catches', {});
    expect(posted.status).toBe(403);
    expect((await notificationsOf(t.db, seller.user.id)).some((n) => n.type === 'seller_revoked')).toBe(true);
    // Only an admin reinstates: applying again is refused.
    const reapplied = await seller.client.post('/api/sellers/register', validRegistration());
    expect(reapplied.status).toBe(409);
    expect(await reapplied.json()).toEqual({
      message: 'Your seller approval was revoked. Contact support to be reinstated.',
    });

    expect(
      (await adminClient.post(`/api/admin/sellers/${seller.profile.id}/revoke`, { reason: REASON })).status,
    ).toBe(409);
  });

  it('is undone by approving the application again, which the activity list records', async () => {
    const { adminClient, seller, buyer } = await world();
    await adminClient.post(`/api/admin/sellers/${seller.profile.id}/revoke`, { reason: REASON });
    const approved = await adminClient.post(`/api/admin/applications/${seller.profile.id}/approve`);
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ verificationStatus: 'approved', rejectionReason: null });
    expect(await listIds(buyer.client)).toContain(seller.listing.id);
    const page = await json<ModerationActionsPageDto>(await adminClient.get('/api/admin/moderation-actions'));
    expect(page.items.map((a) => a.action)).toEqual(['seller_reinstated', 'seller_revoked']);
  });

  it('refuses a seller who is not approved (409)', async () => {
    const { t, adminClient } = await world();
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    expect(
      (await adminClient.post(`/api/admin/sellers/${pending.profile.id}/revoke`, { reason: REASON })).status,
    ).toBe(409);
  });
});

describe('moderation: suspending an account', () => {
  const signIn = (t: TestApp, email: string) =>
    createClient(t.app).post('/api/auth/login', { email, password: FACTORY_PASSWORD });

  it('ends every session at once, refuses sign-in with the message, and lets them back after restore', async () => {
    const { t, adminClient, buyer } = await world();
    const second = await signedInClient(t.app, buyer.user.email);
    const res = await adminClient.post(`/api/admin/users/${buyer.user.id}/suspend`, {
      reason: 'Abusive messages',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ action: 'user_suspended', targetLabel: buyer.user.email });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toEqual([]);
    expect((await buyer.client.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/cart')).status).toBe(401);

    const refused = await signIn(t, buyer.user.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      message: 'This account is suspended. Contact support@baycatch.test if you think this is a mistake.',
      reason: 'ACCOUNT_SUSPENDED',
    });
    // A wrong password says nothing about the suspension.
    const wrong = await createClient(t.app).post('/api/auth/login', {
      email: buyer.user.email,
      password: 'nope-nope-nope',
    });
    expect(wrong.status).toBe(401);

    expect(
      (await adminClient.post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: REASON })).status,
    ).toBe(409);
    const restored = await adminClient.post(`/api/admin/users/${buyer.user.id}/restore`, {
      reason: 'Apologised',
    });
    expect(restored.status).toBe(200);
    expect((await signIn(t, buyer.user.email)).status).toBe(200);
    expect(
      (await adminClient.post(`/api/admin/users/${buyer.user.id}/restore`, { reason: REASON })).status,
    ).toBe(409);
    const page = await json<ModerationActionsPageDto>(await adminClient.get('/api/admin/moderation-actions'));
    expect(page.items.map((a) => a.action)).toEqual(['user_restored', 'user_suspended']);
  });

  it("takes a suspended seller's listings and storefront out of the marketplace", async () => {
    const { adminClient, seller, buyer } = await world();
    await adminClient.post(`/api/admin/users/${seller.user.id}/suspend`, { reason: REASON });
    expect(await listIds(buyer.client)).not.toContain(seller.listing.id);
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(404);
    expect((await buyer.client.get(`/api/sellers/${seller.profile.id}/public`)).status).toBe(404);
    expect((await addToCart(buyer.client, seller.listing.id, 1)).status).toBe(404);
    await adminClient.post(`/api/admin/users/${seller.user.id}/restore`, { reason: 'Cleared' });
    expect(await listIds(buyer.client)).toContain(seller.listing.id);
  });

  it('never suspends yourself (409) nor another admin (403)', async () => {
    const { t, admin, adminClient } = await world();
    const self = await adminClient.post(`/api/admin/users/${admin.id}/suspend`, { reason: REASON });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: 'You cannot suspend your own account' });
    const other = await createUser(t.db, { role: 'admin' });
    const refused = await adminClient.post(`/api/admin/users/${other.id}/suspend`, { reason: REASON });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'Admins cannot be suspended' });
    expect(first(await t.db.select().from(users).where(eq(users.id, other.id)))?.suspendedAt).toBeNull();
  });

  it('finds accounts by e-mail or name for the Users tab, marked when suspended', async () => {
    const { t, adminClient, buyer } = await world();
    await adminClient.post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: REASON });
    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    const found = await trpc.moderation.users.query({ q: buyer.user.email });
    expect(found.items.map((u) => [u.id, u.suspensionReason])).toEqual([[buyer.user.id, REASON]]);
    const rest = await json<{ total: number }>(await adminClient.get('/api/admin/users'));
    expect(rest.total).toBe(3);
    await trpc.moderation.restoreUser.mutate({ id: buyer.user.id, reason: 'Cleared' });
    await expect(
      trpc.moderation.restoreUser.mutate({ id: buyer.user.id, reason: 'Cleared' }),
    ).rejects.toMatchObject({
      data: { httpStatus: 409 },
    });
  });
});

describe('moderation: the Users tab filter', () => {
  it('keeps one role or the suspended accounts, with the total of that filter, on REST and tRPC', async () => {
    const { t, admin, adminClient, seller, buyer } = await world();
    await adminClient.post(`/api/admin/users/${buyer.user.id}/suspend`, { reason: REASON });
    const shown = async (query: string) =>
      json<{ items: { id: string; role: string }[]; total: number }>(
        await adminClient.get(`/api/admin/users${query}`),
      );
    const buyers = await shown('?show=buyers');
    expect(buyers.items.map((u) => u.role)).toEqual(['buyer']);
    expect(buyers.total).toBe(1);
    expect(ids((await shown('?show=sellers')).items)).toEqual([seller.user.id]);
    expect(ids((await shown('?show=admins')).items)).toEqual([admin.id]);
    expect(ids((await shown('?show=suspended')).items)).toEqual([buyer.user.id]);
    expect((await shown('?show=suspended&q=nobody-has-this')).total).toBe(0);
    expect((await shown('')).total).toBe(3);
    const refused = await adminClient.get('/api/admin/users?show=everyone');
    expect(refused.status).toBe(400);

    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    const page = await trpc.moderation.users.query({ show: 'suspended' });
    expect(page.items.map((u) => [u.id, u.suspensionReason])).toEqual([[buyer.user.id, REASON]]);
  });
});

describe('moderation over tRPC', () => {
  it('mirrors every admin call, refusing non-admins (403) and short reasons (400)', async () => {
    const { t, adminClient, seller, buyer } = await world();
    const admin = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    const asBuyer = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const forbidden = { data: { httpStatus: 403 } };
    await expect(
      asBuyer.moderation.revokeSeller.mutate({ id: seller.profile.id, reason: REASON }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      asBuyer.moderation.suspendUser.mutate({ id: seller.user.id, reason: REASON }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      asBuyer.moderation.restoreListing.mutate({ id: seller.listing.id, reason: REASON }),
    ).rejects.toMatchObject(forbidden);
    await expect(asBuyer.moderation.users.query({})).rejects.toMatchObject(forbidden);
    await expect(
      asBuyer.moderation.resolveReport.mutate({ id: UNKNOWN, resolution: 'dismissed' }),
    ).rejects.toMatchObject(forbidden);
    await expect(
      admin.moderation.revokeSeller.mutate({ id: seller.profile.id, reason: 'no' }),
    ).rejects.toMatchObject({
      data: { httpStatus: 400, fieldErrors: { reason: ['Give a reason of at least 3 characters'] } },
    });
    await expect(admin.moderation.suspendUser.mutate({ id: UNKNOWN, reason: REASON })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });

    expect(
      await admin.moderation.revokeSeller.mutate({ id: seller.profile.id, reason: REASON }),
    ).toMatchObject({
      action: 'seller_revoked',
    });
    expect(await admin.moderation.suspendUser.mutate({ id: seller.user.id, reason: REASON })).toMatchObject({
      action: 'user_suspended',
    });
    await admin.moderation.hideListing.mutate({ id: seller.listing.id, reason: REASON });
    expect(
      await admin.moderation.restoreListing.mutate({ id: seller.listing.id, reason: REASON }),
    ).toMatchObject({
      action: 'listing_restored',
    });
    expect((await admin.moderation.actions.query({})).total).toBe(4);
  });
});
