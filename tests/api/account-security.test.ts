/** Change password and signed-in devices: POST /api/account/password, /api/account/sessions*. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AccountSessionDto } from '../../src/shared/account.schema';
import { createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { json } from './order-helpers';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account security', () => {
  let t: TestApp;
  let clock: Date;
  let email: string;

  /** A browser tab signed in as the account, sending `userAgent` on every request. */
  async function device(userAgent: string, password = FACTORY_PASSWORD) {
    const client = createClient(t.app);
    const headers = { 'user-agent': userAgent };
    const res = await client.post('/api/auth/login', { email, password }, { headers });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    return {
      client,
      get: (path: string) => client.get(path, { headers }),
      post: (path: string, body?: unknown) => client.post(path, body, { headers }),
    };
  }

  beforeEach(async () => {
    clock = new Date('2026-11-20T12:00:00Z');
    t = await createTestApp({}, { now: () => clock });
    email = (await createUser(t.db)).email;
  });

  it('lists the signed-in devices with browser, system, times and this device first', async () => {
    const laptop = await device(FIREFOX_LINUX);
    clock = new Date('2026-11-21T08:00:00Z');
    const phone = await device(SAFARI_IPHONE);
    clock = new Date('2026-11-22T09:30:00Z');
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    const res = await phone.get('/api/account/sessions');
    expect(res.status).toBe(200);
    const sessions = await json<AccountSessionDto[]>(res);
    expect(sessions).toEqual([
      {
        current: true,
        browser: 'Safari 17',
        os: 'iOS 17.5',
        platform: 'mobile',
        signedInAt: '2026-11-21T08:00:00.000Z',
        lastActiveAt: '2026-11-22T09:30:00.000Z',
      },
      {
        current: false,
        browser: 'Firefox 128',
        os: 'Linux',
        platform: 'desktop',
        signedInAt: '2026-11-20T12:00:00.000Z',
        lastActiveAt: '2026-11-22T09:30:00.000Z',
      },
    ]);
    expect(JSON.stringify(sessions)).not.toMatch(/"id"|token/i);
  });

  it('signs out every other device, and only those', async () => {
    const laptop = await device(FIREFOX_LINUX);
    const phone = await device(SAFARI_IPHONE);
    const third = await device(FIREFOX_LINUX);
    const res = await phone.post('/api/account/sessions/revoke-others');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ended: 2 });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await third.get('/api/auth/user')).status).toBe(401);
    expect(await json<AccountSessionDto[]>(await phone.get('/api/account/sessions'))).toHaveLength(1);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const laptop = await device(FIREFOX_LINUX);
    const phone = await device(SAFARI_IPHONE);
    const res = await phone.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(204);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    await expect(device(FIREFOX_LINUX)).rejects.toThrow('401');
    expect(
      (await device(FIREFOX_LINUX, 'a brand new passphrase').then((d) => d.get('/api/auth/user'))).status,
    ).toBe(200);
  });

  it('refuses a wrong current password on its field, logs it, and changes nothing', async () => {
    const laptop = await device(FIREFOX_LINUX);
    const phone = await device(SAFARI_IPHONE);
    const res = await phone.post('/api/account/password', {
      currentPassword: 'not-my-password',
      newPassword: 'a brand new passphrase',
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'Your current password is not correct',
      errors: { currentPassword: ['Your current password is not correct'] },
    });
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    const line = t.logs.find((log) => log.fields?.security === 'password_check_failed');
    expect(line?.fields).toMatchObject({ field: 'currentPassword' });
    expect(JSON.stringify(line)).not.toContain('not-my-password');
    await device(FIREFOX_LINUX);
  });

  it('holds the new password to the shared rule and requires the current one', async () => {
    const phone = await device(SAFARI_IPHONE);
    const short = await phone.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(short)).errors.newPassword).toEqual([
      'Password must be at least 8 characters',
    ]);
    const common = await phone.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'iloveyou1',
    });
    expect(common.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(common)).errors.newPassword?.[0]).toMatch(
      /^This password (is too easy to guess|appears in lists of leaked passwords)/,
    );
    const missing = await phone.post('/api/account/password', { newPassword: 'long enough now' });
    expect(missing.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(missing)).errors.currentPassword).toEqual([
      'Current password is required',
    ]);
  });

  it('limits password changes per account (429 with Retry-After)', async () => {
    const limited = await createTestApp({ rateLimits: true });
    const user = await createUser(limited.db);
    const client = createClient(limited.app);
    await client.post('/api/auth/login', { email: user.email, password: FACTORY_PASSWORD });
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await client.post('/api/account/password', {
        currentPassword: 'wrong',
        newPassword: 'whatever123',
      });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('offers the same calls over tRPC', async () => {
    const laptop = await device(FIREFOX_LINUX);
    const phone = await device(SAFARI_IPHONE);
    const trpc = createTrpcTestClient(t.app, { cookie: phone.client.cookie }).client;
    expect(await trpc.account.sessions.query()).toHaveLength(2);
    await expect(
      trpc.account.changePassword.mutate({ currentPassword: 'nope', newPassword: 'long enough now' }),
    ).rejects.toMatchObject({
      data: { httpStatus: 400, fieldErrors: { currentPassword: [expect.any(String)] } },
    });
    await trpc.account.changePassword.mutate({
      currentPassword: FACTORY_PASSWORD,
      newPassword: 'long enough now',
    });
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect(await trpc.account.revokeOtherSessions.mutate()).toEqual({ ended: 0 });
  });
});
