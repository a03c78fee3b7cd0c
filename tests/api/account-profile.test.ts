/** GET and PATCH /api/account: name, phone and profile photo of the signed-in person. */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { users } from '../../src/server/db/tables';
import type { AccountDto } from '../../src/shared/account.schema';
import type { UserDto } from '../../src/shared/user.schema';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { type Client, json, patch, placeOrder, sellerWithCatch, setStatus } from './order-helpers';
import { createSellerTestApp, fileForm, pngBytes } from './seller-helpers';

describe('account profile', () => {
  let t: TestApp;
  let client: Client;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeEach(async () => {
    t = await createSellerTestApp();
    user = await createUser(t.db, { firstName: 'Ada', lastName: 'Waterman' });
    client = await signedInClient(t.app, user.email);
  });

  it('answers 401 to every account call when signed out, whatever the body', async () => {
    const anon = createClient(t.app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/account'],
      ['PATCH', '/api/account', { firstName: '' }],
      ['POST', '/api/account/password', { currentPassword: 'x', newPassword: 'y' }],
      ['GET', '/api/account/sessions'],
      ['POST', '/api/account/sessions/revoke-others'],
      ['GET', '/api/account/export'],
      ['DELETE', '/api/account', {}],
    ];
    for (const [method, path, body] of calls) {
      const res = await anon.request(path, { method, ...(body === undefined ? {} : { json: body }) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(await json(res)).toEqual({ message: 'Unauthorized' });
    }
    const upload = await anon.request('/api/uploads/profile-photos', {
      method: 'POST',
      body: fileForm(await pngBytes(), 'me.png', 'image/png'),
    });
    expect(upload.status).toBe(401);
  });

  it('returns the account without its password hash', async () => {
    const res = await client.get('/api/account');
    expect(res.status).toBe(200);
    const account = await json<AccountDto>(res);
    expect(account).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: false,
      firstName: 'Ada',
      lastName: 'Waterman',
      phone: null,
      phoneVerified: false,
      smsPrefs: {
        ready: true,
        moved: true,
        short: true,
        waitlist: true,
        standing: true,
        reminders: true,
        orders: true,
      },
      profileImageUrl: null,
      role: 'buyer',
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('changes the name, and the current user reads the new one', async () => {
    const res = await patch(client, '/api/account', { firstName: '  Grace ', lastName: 'Hopper' });
    expect(res.status).toBe(200);
    expect(await json<AccountDto>(res)).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(await json<UserDto>(await client.get('/api/auth/user'))).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('refuses a blank name and unknown fields with field errors', async () => {
    const blank = await patch(client, '/api/account', { firstName: '  ' });
    expect(blank.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(blank)).errors.firstName).toEqual([
      'First name is required',
    ]);
    const email = await patch(client, '/api/account', { email: 'new@bay.test' });
    expect(email.status).toBe(400);
    expect(first(await t.db.select().from(users).where(eq(users.id, user.id)))!.email).toBe(user.email);
  });

  it('keeps a US phone number in one form and removes it when blank', async () => {
    const set = await patch(client, '/api/account', { phone: '(410) 555-0134' });
    expect(set.status).toBe(200);
    expect((await json<AccountDto>(set)).phone).toBe('+14105550134');
    const bad = await patch(client, '/api/account', { phone: '555-0134' });
    expect(bad.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(bad)).errors.phone).toEqual([
      'Enter a US phone number with area code, like (410) 555-1234',
    ]);
    const cleared = await patch(client, '/api/account', { phone: '' });
    expect((await json<AccountDto>(cleared)).phone).toBeNull();
  });

  it('takes a profile photo uploaded by the same account, and refuses anyone else’s', async () => {
    const upload = await client.request('/api/uploads/profile-photos', {
      method: 'POST',
      body: fileForm(await pngBytes(), 'me.png', 'image/png'),
    });
    expect(upload.status).toBe(201);
    const { url } = await json<{ url: string }>(upload);
    expect(url).toMatch(new RegExp(`^/uploads/photos/${user.id}/[0-9a-f-]{36}\\.webp$`));
    expect((await createClient(t.app).get(url)).status).toBe(200);

    const other = await createUser(t.db);
    const otherClient = await signedInClient(t.app, other.email);
    const stolen = await patch(otherClient, '/api/account', { profileImageUrl: url });
    expect(stolen.status).toBe(400);
    expect(await json(stolen)).toMatchObject({ errors: { profileImageUrl: [expect.any(String)] } });
    const typed = await patch(client, '/api/account', { profileImageUrl: 'https://example.com/me.png' });
    expect(typed.status).toBe(400);

    const saved = await patch(client, '/api/account', { profileImageUrl: url });
    expect(saved.status).toBe(200);
    expect((await json<UserDto>(await client.get('/api/auth/user'))).profileImageUrl).toBe(url);
    // Saving the form again sends the same photo back, which is fine.
    const again = await patch(client, '/api/account', { firstName: 'Ada', profileImageUrl: url });
    expect(again.status).toBe(200);
    const removed = await patch(client, '/api/account', { profileImageUrl: null });
    expect((await json<AccountDto>(removed)).profileImageUrl).toBeNull();
  });

  it('keeps a photo the account already had (a demo illustration) when the form is saved again', async () => {
    await t.db
      .update(users)
      .set({ profileImageUrl: '/images/sellers/avatar-1.svg' })
      .where(eq(users.id, user.id));
    const res = await patch(client, '/api/account', {
      firstName: 'Ada',
      profileImageUrl: '/images/sellers/avatar-1.svg',
    });
    expect(res.status).toBe(200);
    const other = await patch(client, '/api/account', { profileImageUrl: '/images/sellers/avatar-2.svg' });
    expect(other.status).toBe(400);
  });

  it('offers the same calls over tRPC', async () => {
    const trpc = createTrpcTestClient(t.app, { cookie: client.cookie }).client;
    expect((await trpc.account.get.query()).email).toBe(user.email);
    expect((await trpc.account.update.mutate({ phone: '410.555.0199' })).phone).toBe('+14105550199');
    await expect(trpc.account.update.mutate({ phone: '12' })).rejects.toMatchObject({
      data: { httpStatus: 400, fieldErrors: { phone: [expect.any(String)] } },
    });
    await expect(createTrpcTestClient(t.app).client.account.get.query()).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
  });
});

describe('a seller’s phone on orders', () => {
  it('reaches only the buyer of an open order', async () => {
    const t = await createSellerTestApp();
    const seller = await sellerWithCatch(t);
    await patch(seller.client, '/api/account', { phone: '410 555 0123' });
    const buyer = await createUser(t.db);
    const buyerClient = await signedInClient(t.app, buyer.email);
    const order = await placeOrder(buyerClient, seller.listing.id, 1);
    expect(order.crabber.phone).toBe('+14105550123');

    const read = await json<{ crabber: { phone: string | null } }>(
      await buyerClient.get(`/api/orders/${order.id}`),
    );
    expect(read.crabber.phone).toBe('+14105550123');
    const sellerView = await json<{ crabber: { phone: string | null } }>(
      await seller.client.get(`/api/orders/${order.id}`),
    );
    expect(sellerView.crabber.phone).toBeNull();
    // Not on the public storefront or the catalog.
    const storefront = await seller.client.get(`/api/sellers/${seller.profile.id}/public`);
    expect(await storefront.text()).not.toContain('5550123');
    expect(await (await buyerClient.get(`/api/catches/${seller.listing.id}`)).text()).not.toContain(
      '5550123',
    );

    await setStatus(seller.client, order.id, 'ready');
    await setStatus(seller.client, order.id, 'completed');
    const done = await json<{ crabber: { phone: string | null } }>(
      await buyerClient.get(`/api/orders/${order.id}`),
    );
    expect(done.crabber.phone).toBeNull();
  });
});
