/** "Download my data" (GET /api/account/export) and "Delete account" (DELETE /api/account). */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { catches, paymentIntents, sessions, users } from '../../src/server/db/tables';
import { DELETED_EMAIL_DOMAIN } from '../../src/server/features/account/account.service';
import type { OrderDto } from '../../src/shared/order.schema';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { type Client, json, placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';

const remove = (client: Client, body: unknown) =>
  client.request('/api/account', { method: 'DELETE', json: body });

describe('download my data', () => {
  it('holds the account, orders on both sides, listings, messages and notifications, and no secrets', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    const order = await placeOrder(buyer.client, seller.listing.id, 2);
    // The seller also buys from another seller, so both sides of their books show.
    const other = await sellerWithCatch(t);
    const bought = await placeOrder(seller.client, other.listing.id, 1);
    await seller.client.post('/api/contact', {
      firstName: 'Pat',
      lastName: 'Seller',
      email: seller.user.email,
      userType: 'crabber',
      subject: 'general',
      message: 'How do I change my pickup dock for next weekend, please?',
    });

    const res = await seller.client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="baycatch-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ id: seller.user.id, email: seller.user.email });
    expect(data.sellerProfile).toMatchObject({
      id: seller.profile.id,
      displayName: seller.profile.displayName,
    });
    expect(data.orders.asSeller.map((o: OrderDto) => o.id)).toEqual([order.id]);
    expect(data.orders.asBuyer.map((o: OrderDto) => o.id)).toEqual([bought.id]);
    expect(data.listings.map((l: { id: string }) => l.id)).toEqual([seller.listing.id]);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.contactMessages[0].message).toContain('pickup dock');
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.notifications).toContainEqual(expect.objectContaining({ type: 'order_placed' }));

    const hash = first(await t.db.select().from(users).where(eq(users.id, seller.user.id)))!.passwordHash;
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, seller.user.id));
    expect(text).not.toContain(hash);
    expect(text).not.toContain(session!.id);
    expect(text).not.toContain(seller.client.cookie.split('=')[1]!);
    expect(text).not.toMatch(/passwordHash|password_hash|stripeAccountId|"qrCode":"/);
    expect(text).not.toContain(bought.qrCode!);

    // A plain buyer: no seller profile, no listings.
    const mine = await json<{ sellerProfile: unknown; listings: unknown[]; orders: { asBuyer: OrderDto[] } }>(
      await buyer.client.get('/api/account/export'),
    );
    expect(mine.sellerProfile).toBeNull();
    expect(mine.listings).toEqual([]);
    expect(mine.orders.asBuyer.map((o) => o.id)).toEqual([order.id]);
    expect(
      await createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client.account.export.query(),
    ).toMatchObject({
      account: { id: buyer.user.id },
    });
  });
});

describe('delete account', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: Awaited<ReturnType<typeof signedInBuyer>>;

  beforeEach(async () => {
    t = await createTestApp();
    seller = await sellerWithCatch(t);
    buyer = await signedInBuyer(t);
  });

  it('needs the password, on its field', async () => {
    const missing = await remove(buyer.client, {});
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ errors: { password: ['Enter your password to confirm'] } });
    const wrong = await remove(buyer.client, { password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      message: 'That password is not correct',
      errors: { password: ['That password is not correct'] },
    });
    expect(t.logs.some((log) => log.fields?.security === 'password_check_failed')).toBe(true);
    expect((await buyer.client.get('/api/auth/user')).status).toBe(200);
  });

  it('is refused while the buyer or the seller has an open order', async () => {
    const order = await placeOrder(buyer.client, seller.listing.id, 1);
    for (const client of [buyer.client, seller.client]) {
      const res = await remove(client, { password: FACTORY_PASSWORD });
      expect(res.status).toBe(409);
      expect((await json<{ message: string }>(res)).message).toBe(
        "You can't delete your account while 1 order is still open. Wait until it is picked up or cancelled, then try again.",
      );
    }
    await setStatus(seller.client, order.id, 'ready');
    await setStatus(seller.client, order.id, 'completed');
    expect((await remove(buyer.client, { password: FACTORY_PASSWORD })).status).toBe(204);
  });

  it('is refused to a seller while BayCatch holds a card payment for them', async () => {
    const order = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const { clientSecret } = await json<{ clientSecret: string }>(
      await buyer.client.post(`/api/orders/${order.id}/create-payment-intent`),
    );
    const paid = await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.status).toBe(200);
    // Card payments now always go to the seller's account (decision 010); a payment taken before
    // that, while the seller had no active payout account, stayed with the platform.
    await t.db.update(paymentIntents).set({ destinationAccountId: null });
    await setStatus(seller.client, order.id, 'ready');
    await setStatus(seller.client, order.id, 'completed');

    const res = await remove(seller.client, { password: FACTORY_PASSWORD });
    expect(res.status).toBe(409);
    expect((await json<{ message: string }>(res)).message).toBe(
      "You can't delete your account yet: BayCatch still holds card payments for 1 of your orders (paid before your payout account was active, or a refund still in progress). Contact support so they can be settled first.",
    );
    // The buyer has nothing in flight: the payment reached the platform.
    expect((await remove(buyer.client, { password: FACTORY_PASSWORD })).status).toBe(204);
  });

  it('erases the buyer, ends their sessions, and leaves the order in the seller’s books as "Deleted account"', async () => {
    const order = await placeOrder(buyer.client, seller.listing.id, 1);
    await setStatus(seller.client, order.id, 'ready');
    await setStatus(seller.client, order.id, 'completed');
    await buyer.client.request('/api/account', { method: 'PATCH', json: { phone: '4105550100' } });
    const otherTab = await signedInClient(t.app, buyer.user.email);

    const res = await remove(buyer.client, { password: FACTORY_PASSWORD });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/baycatch_session=;/);
    expect((await otherTab.get('/api/auth/user')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, buyer.user.id))).toEqual([]);

    const row = first(await t.db.select().from(users).where(eq(users.id, buyer.user.id)))!;
    expect(row).toMatchObject({ firstName: null, lastName: null, phone: null, profileImageUrl: null });
    expect(row.email.endsWith(`@${DELETED_EMAIL_DOMAIN}`)).toBe(true);
    expect(row.deletedAt).toBeInstanceOf(Date);
    const login = await createClient(t.app).post('/api/auth/login', {
      email: buyer.user.email,
      password: FACTORY_PASSWORD,
    });
    expect(login.status).toBe(401);

    const books = await json<OrderDto[]>(await seller.client.get('/api/crabber/orders'));
    expect(books.map((o) => o.id)).toEqual([order.id]);
    expect(books[0]!.buyer).toEqual({ firstName: null, lastName: null, email: null, deleted: true });
    const detail = await json<OrderDto>(await seller.client.get(`/api/orders/${order.id}`));
    expect(detail.buyer.deleted).toBe(true);
    const check = await seller.client.post('/api/crabber/orders/pickup-check', { code: order.qrCode });
    expect((await json<OrderDto>(check)).buyer.deleted).toBe(true);
  });

  it('ends a deleted seller’s listings, so the catalog no longer shows them', async () => {
    const before = await buyer.client.get('/api/catches');
    expect(await before.text()).toContain(seller.listing.id);
    const res = await remove(seller.client, { password: FACTORY_PASSWORD });
    expect(res.status).toBe(204);
    expect(first(await t.db.select().from(catches).where(eq(catches.id, seller.listing.id)))!.isActive).toBe(
      false,
    );
    expect(await (await buyer.client.get('/api/catches')).text()).not.toContain(seller.listing.id);
    expect((await buyer.client.get(`/api/catches/${seller.listing.id}`)).status).toBe(404);
    expect((await buyer.client.get(`/api/sellers/${seller.profile.id}/public`)).status).toBe(404);
  });

  it('withdraws a pending seller application from the admin’s review', async () => {
    const applicant = await createSeller(t.db, { verificationStatus: 'pending' });
    const applicantClient = await signedInClient(t.app, applicant.user.email);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminClient = await signedInClient(t.app, admin.email);
    const ids = async () =>
      (await json<{ id: string }[]>(await adminClient.get('/api/admin/applications'))).map((a) => a.id);
    expect(await ids()).toContain(applicant.profile.id);

    expect((await remove(applicantClient, { password: FACTORY_PASSWORD })).status).toBe(204);
    expect(await ids()).not.toContain(applicant.profile.id);
    const approve = await adminClient.post(`/api/admin/applications/${applicant.profile.id}/approve`);
    expect(approve.status).toBe(404);
  });

  it('works over tRPC and signs the browser out', async () => {
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    await expect(trpc.account.delete.mutate({ password: 'wrong' })).rejects.toMatchObject({
      data: { httpStatus: 400, fieldErrors: { password: [expect.any(String)] } },
    });
    expect(await trpc.account.delete.mutate({ password: FACTORY_PASSWORD })).toBeNull();
    expect((await buyer.client.get('/api/auth/user')).status).toBe(401);
  });

  it('limits attempts per account (429)', async () => {
    const limited = await createTestApp({ rateLimits: true });
    const user = await createUser(limited.db);
    const client = await signedInClient(limited.app, user.email);
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) last = await remove(client, { password: 'wrong' });
    expect(last!.status).toBe(429);
  });
});
