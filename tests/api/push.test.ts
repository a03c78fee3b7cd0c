import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { pushSubscriptions, serverSecrets } from '../../src/server/db/tables';
import type { PushKeyDto, PushPayload, PushSubscriptionDto } from '../../src/shared/push.schema';
import { createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import {
  type LocalPushService,
  readVapidAuthorization,
  startLocalPushService,
} from '../helpers/local-push-service';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { json, placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';

let pushService: LocalPushService;
beforeEach(async () => {
  pushService = await startLocalPushService();
});
afterEach(async () => {
  await pushService.close();
});

async function appWithPush(overrides: Parameters<typeof createTestApp>[0] = {}) {
  // The local push service is let in by name (PUSH_EXTRA_ORIGINS), as nothing else on 127.0.0.1 is.
  return await createTestApp(
    { pushExtraOrigins: [pushService.origin], ...overrides },
    { pushAgent: pushService.agent },
  );
}

const subscribe = (client: { post: (path: string, body?: unknown) => Promise<Response> }, body: unknown) =>
  client.post('/api/push/subscriptions', body);
const unsubscribe = (
  client: { request: (path: string, init: RequestInit & { json?: unknown }) => Promise<Response> },
  body: unknown,
) => client.request('/api/push/subscriptions', { method: 'DELETE', json: body });

const subscriptionsOf = (t: TestApp, userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

async function buyerWithOrder(t: TestApp) {
  const seller = await sellerWithCatch(t, { title: 'Jumbo Males' });
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 1);
  const orderId = placed.orders[0]!.id;
  return { seller, buyer, orderId };
}

/** Waits until the background sends have run their course. */
async function settle(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 100 && !(await done()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(await done()).toBe(true);
}

describe('the Web Push key', () => {
  it('is made once at first start, kept in the database and public', async () => {
    const t = await appWithPush();
    const anonymous = createClient(t.app);
    const res = await anonymous.get('/api/push/key');
    expect(res.status).toBe(200);
    const { publicKey } = await json<PushKeyDto>(res);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect((await json<PushKeyDto>(await anonymous.get('/api/push/key'))).publicKey).toBe(publicKey);
    const kept = first(await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'vapid-keys')));
    expect(JSON.parse(kept!.value)).toMatchObject({ publicKey });

    // The tRPC twin gives the same key.
    const { client } = createTrpcTestClient(t.app);
    expect(await client.push.key.query()).toEqual({ publicKey });
  });

  it('comes from the VAPID settings when they are set', async () => {
    const keys = {
      publicKey: 'BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo',
      privateKey: 'xKZKYRNdFFn8iQIF2MH54KTfUHwH105zBdzMR7SI3xI',
    };
    const t = await appWithPush({ vapid: keys });
    expect(await json<PushKeyDto>(await createClient(t.app).get('/api/push/key'))).toEqual({
      publicKey: keys.publicKey,
    });
    expect(await t.db.select().from(serverSecrets)).toEqual([]);
  });
});

describe('phone alerts for buyers', () => {
  it('pushes "order ready" to the subscribed device, VAPID-signed and encrypted for it', async () => {
    const t = await appWithPush();
    const { seller, buyer, orderId } = await buyerWithOrder(t);
    const phone = pushService.device();
    const res = await subscribe(buyer.client, phone.subscription);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ endpoint: phone.subscription.endpoint });

    const arriving = pushService.nextPush(phone.path);
    expect((await setStatus(seller.client, orderId, 'preparing')).status).toBe(200);
    const preparing = await arriving;
    expect(JSON.parse(phone.decrypt(preparing.body))).toMatchObject({ title: 'Order Being Prepared' });

    const ready = pushService.nextPush(phone.path);
    expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);
    const push = await ready;

    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const vapid = readVapidAuthorization(push.headers.authorization as string);
    expect(vapid.signed).toBe(true);
    expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
    expect(vapid.claims.aud).toBe(pushService.origin);
    expect(vapid.claims.sub).toBe('mailto:support@baycatch.test');
    const { publicKey } = await json<PushKeyDto>(await buyer.client.get('/api/push/key'));
    expect(vapid.publicKey).toBe(publicKey);

    const payload = JSON.parse(phone.decrypt(push.body)) as PushPayload;
    expect(payload).toEqual({
      title: 'Order Ready for Pickup',
      body: expect.stringContaining('is ready. Show your QR pickup pass at'),
      url: `/orders/${orderId}`,
      tag: `order-${orderId}`,
    });
    await settle(async () => (await subscriptionsOf(t, buyer.user.id))[0]?.lastSuccessAt != null);
  });

  it("reaches every device of the buyer with the seller's messages, and the seller's with the buyer's", async () => {
    const t = await appWithPush();
    const { seller, buyer, orderId } = await buyerWithOrder(t);
    const phone = pushService.device();
    const tablet = pushService.device();
    const sellerPhone = pushService.device();
    const tabletClient = await signedInClient(t.app, buyer.user.email);
    expect((await subscribe(buyer.client, phone.subscription)).status).toBe(201);
    expect((await subscribe(tabletClient, tablet.subscription)).status).toBe(201);
    expect((await subscribe(seller.client, sellerPhone.subscription)).status).toBe(201);

    const onPhone = pushService.nextPush(phone.path);
    const onTablet = pushService.nextPush(tablet.path);
    expect(
      (await seller.client.post(`/api/orders/${orderId}/messages`, { body: 'Come by the blue boat' })).status,
    ).toBe(201);
    expect(JSON.parse(phone.decrypt((await onPhone).body))).toMatchObject({
      title: 'New Message',
      url: `/orders/${orderId}`,
    });
    expect(JSON.parse(tablet.decrypt((await onTablet).body))).toMatchObject({ title: 'New Message' });

    // The buyer writes back: the seller's phone hears it. The seller cancels: only the buyer is told.
    const onSellerPhone = pushService.nextPush(sellerPhone.path);
    expect((await buyer.client.post(`/api/orders/${orderId}/messages`, { body: 'Thanks!' })).status).toBe(
      201,
    );
    expect(JSON.parse(sellerPhone.decrypt((await onSellerPhone).body))).toMatchObject({
      title: 'New Message',
      url: `/orders/${orderId}`,
    });
    const cancelled = pushService.nextPush(phone.path);
    expect((await setStatus(seller.client, orderId, 'cancelled')).status).toBe(200);
    expect(JSON.parse(phone.decrypt((await cancelled).body))).toMatchObject({ title: 'Order Cancelled' });
    expect(pushService.received.filter((push) => push.path === sellerPhone.path)).toHaveLength(1);
  });

  it("reaches the seller's phone with new orders, one grouped alert when they come close together, and cancellations", async () => {
    const t = await appWithPush();
    const seller = await sellerWithCatch(t, { title: 'Jumbo Males', qtyAvailable: 20 });
    const sellerPhone = pushService.device();
    expect((await subscribe(seller.client, sellerPhone.subscription)).status).toBe(201);
    const pushes = async (count: number) => {
      await settle(
        () => pushService.received.filter((push) => push.path === sellerPhone.path).length >= count,
      );
      return pushService.received
        .filter((push) => push.path === sellerPhone.path)
        .map((push) => JSON.parse(sellerPhone.decrypt(push.body)) as PushPayload);
    };

    const first = await signedInBuyer(t);
    const firstOrder = (await placeOrder(first.client, seller.listing.id, 1)).orders[0]!.id;
    expect((await pushes(1))[0]).toMatchObject({
      title: 'New Order',
      url: `/orders/${firstOrder}`,
      tag: 'new-orders',
    });

    const second = await signedInBuyer(t);
    await placeOrder(second.client, seller.listing.id, 2);
    const grouped = (await pushes(2))[1]!;
    expect(grouped).toMatchObject({ title: '2 New Orders', url: '/dashboard', tag: 'new-orders' });
    expect(grouped.body).toMatch(/^2 new orders in the last 10 minutes\. Latest: /);

    // Read on the dashboard, the next order is news of its own again.
    expect((await seller.client.post('/api/notifications/read-all')).status).toBe(200);
    const third = await signedInBuyer(t);
    const thirdOrder = (await placeOrder(third.client, seller.listing.id, 1)).orders[0]!.id;
    expect((await pushes(3))[2]).toMatchObject({ title: 'New Order', url: `/orders/${thirdOrder}` });

    expect((await setStatus(third.client, thirdOrder, 'cancelled')).status).toBe(200);
    expect((await pushes(4))[3]).toMatchObject({ title: 'Order Cancelled', tag: `order-${thirdOrder}` });
  });

  it('removes a subscription the push service says is gone (410), and keeps one after other failures', async () => {
    const t = await appWithPush();
    const { seller, buyer, orderId } = await buyerWithOrder(t);
    const gone = pushService.device();
    const flaky = pushService.device();
    pushService.answer(gone.path, 410);
    pushService.answer(flaky.path, 500);
    expect((await subscribe(buyer.client, gone.subscription)).status).toBe(201);
    // The same buyer on a second device (another session).
    const second = await signedInClient(t.app, buyer.user.email);
    expect((await subscribe(second, flaky.subscription)).status).toBe(201);

    const toGone = pushService.nextPush(gone.path);
    const toFlaky = pushService.nextPush(flaky.path);
    expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);
    await toGone;
    await toFlaky;
    await settle(async () => (await subscriptionsOf(t, buyer.user.id)).length === 1);
    expect((await subscriptionsOf(t, buyer.user.id)).map((s) => s.endpoint)).toEqual([
      flaky.subscription.endpoint,
    ]);
    await settle(() => t.logs.some((log) => log.message === 'push failed' && log.fields?.statusCode === 500));
  });

  it('sends nothing to a buyer without subscriptions, and the seller flow answers as before', async () => {
    const t = await appWithPush();
    const { seller, orderId } = await buyerWithOrder(t);
    expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pushService.received).toEqual([]);
  });
});

describe('subscriptions per device', () => {
  it('signing out removes that device’s subscription and keeps the others', async () => {
    const t = await appWithPush();
    const buyer = await signedInBuyer(t);
    const second = await signedInClient(t.app, buyer.user.email);
    const phone = pushService.device();
    const laptop = pushService.device();
    expect((await subscribe(buyer.client, phone.subscription)).status).toBe(201);
    expect((await subscribe(second, laptop.subscription)).status).toBe(201);
    expect(await subscriptionsOf(t, buyer.user.id)).toHaveLength(2);

    expect((await buyer.client.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await subscriptionsOf(t, buyer.user.id)).map((s) => s.endpoint)).toEqual([
      laptop.subscription.endpoint,
    ]);
  });

  it('suspending an account or deleting it removes every device', async () => {
    const t = await appWithPush();
    const suspended = await signedInBuyer(t);
    const leaving = await signedInBuyer(t);
    const admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
    expect((await subscribe(suspended.client, pushService.device().subscription)).status).toBe(201);
    expect(
      (await subscribe(await signedInClient(t.app, suspended.user.email), pushService.device().subscription))
        .status,
    ).toBe(201);
    expect((await subscribe(leaving.client, pushService.device().subscription)).status).toBe(201);

    const res = await admin.post(`/api/admin/users/${suspended.user.id}/suspend`, {
      reason: 'Abusive messages',
    });
    expect(res.status).toBe(200);
    expect(await subscriptionsOf(t, suspended.user.id)).toEqual([]);

    const deleted = await leaving.client.request('/api/account', {
      method: 'DELETE',
      json: { password: FACTORY_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('a browser subscribing again takes its row over, for whoever is signed in now', async () => {
    const t = await appWithPush();
    const first = await signedInBuyer(t);
    const next = await signedInBuyer(t);
    const phone = pushService.device();
    expect((await subscribe(first.client, phone.subscription)).status).toBe(201);
    expect((await subscribe(next.client, phone.subscription)).status).toBe(201);
    expect(await subscriptionsOf(t, first.user.id)).toEqual([]);
    expect(await subscriptionsOf(t, next.user.id)).toHaveLength(1);
  });

  it("lists the caller's own devices, marking this session's", async () => {
    const t = await appWithPush();
    const buyer = await signedInBuyer(t);
    const laptop = await signedInClient(t.app, buyer.user.email);
    const stranger = await signedInBuyer(t);
    const phone = pushService.device();
    const other = pushService.device();
    expect((await subscribe(buyer.client, phone.subscription)).status).toBe(201);
    expect((await subscribe(laptop, other.subscription)).status).toBe(201);
    expect((await subscribe(stranger.client, pushService.device().subscription)).status).toBe(201);

    const mine = await json<PushSubscriptionDto[]>(await buyer.client.get('/api/push/subscriptions'));
    expect(mine.map((s) => [s.endpoint, s.thisSession])).toEqual(
      expect.arrayContaining([
        [phone.subscription.endpoint, true],
        [other.subscription.endpoint, false],
      ]),
    );
    // Nothing about delivery is answered.
    expect(Object.keys(mine[0] ?? {}).sort()).toEqual(['createdAt', 'endpoint', 'thisSession']);
    expect(mine).toHaveLength(2);
    const { client } = createTrpcTestClient(t.app, { cookie: laptop.cookie });
    expect((await client.push.list.query()).find((s) => s.thisSession)?.endpoint).toBe(
      other.subscription.endpoint,
    );
    expect((await createClient(t.app).get('/api/push/subscriptions')).status).toBe(401);
  });

  it('only the owner can turn a subscription off; anyone else gets 404', async () => {
    const t = await appWithPush();
    const owner = await signedInBuyer(t);
    const stranger = await signedInBuyer(t);
    const phone = pushService.device();
    expect((await subscribe(owner.client, phone.subscription)).status).toBe(201);
    const endpoint = { endpoint: phone.subscription.endpoint };

    const refused = await unsubscribe(stranger.client, endpoint);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ message: 'This device is not subscribed' });
    expect(await subscriptionsOf(t, owner.user.id)).toHaveLength(1);

    expect((await unsubscribe(owner.client, endpoint)).status).toBe(204);
    expect(await subscriptionsOf(t, owner.user.id)).toEqual([]);
    expect((await unsubscribe(owner.client, endpoint)).status).toBe(404);
  });

  it('refuses bad subscriptions with 400 and signed-out callers with 401', async () => {
    const t = await appWithPush();
    const buyer = await signedInBuyer(t);
    const { subscription } = pushService.device();
    const bad = [
      { ...subscription, endpoint: subscription.endpoint.replace('https:', 'http:') },
      { ...subscription, endpoint: 'not a url' },
      { ...subscription, keys: { ...subscription.keys, p256dh: 'not base64url!' } },
      { ...subscription, keys: { p256dh: subscription.keys.p256dh } },
      { endpoint: subscription.endpoint },
      {},
    ];
    for (const body of bad) {
      const res = await subscribe(buyer.client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await unsubscribe(buyer.client, { endpoint: 'ftp://x' })).status).toBe(400);
    expect(await subscriptionsOf(t, buyer.user.id)).toEqual([]);

    const anonymous = createClient(t.app);
    expect((await subscribe(anonymous, subscription)).status).toBe(401);
    expect((await unsubscribe(anonymous, { endpoint: subscription.endpoint })).status).toBe(401);
  });

  it('has tRPC twins with the same rules', async () => {
    const t = await appWithPush();
    const buyer = await signedInBuyer(t);
    const phone = pushService.device();
    const { client } = createTrpcTestClient(t.app, { cookie: buyer.client.cookie });
    expect(await client.push.subscribe.mutate(phone.subscription)).toMatchObject({
      endpoint: phone.subscription.endpoint,
    });
    expect(await subscriptionsOf(t, buyer.user.id)).toHaveLength(1);
    await expect(
      client.push.subscribe.mutate({ ...phone.subscription, endpoint: 'http://x.test/p' }),
    ).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    const stranger = createTrpcTestClient(t.app, { cookie: (await signedInBuyer(t)).client.cookie }).client;
    await expect(
      stranger.push.unsubscribe.mutate({ endpoint: phone.subscription.endpoint }),
    ).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    expect(await client.push.unsubscribe.mutate({ endpoint: phone.subscription.endpoint })).toBeNull();
    expect(await subscriptionsOf(t, buyer.user.id)).toEqual([]);
    const anonymous = createTrpcTestClient(t.app).client;
    await expect(anonymous.push.subscribe.mutate(phone.subscription)).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });

  it('is rate limited', async () => {
    const t = await appWithPush({ rateLimits: true });
    const buyer = await signedInBuyer(t);
    let last: Response | undefined;
    for (let i = 0; i < 21; i += 1) last = await subscribe(buyer.client, pushService.device().subscription);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBeTruthy();
  });
});
