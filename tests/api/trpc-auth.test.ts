import { TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { authRateLimitPolicy } from '../../src/server/features/auth/auth-rate-limits';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import type { AppRouter } from '../../src/server/trpc/root.router';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { countRows, newAccount, PASSWORD, setCookies, userDtoKeys } from './auth-helpers';

const trpcClient = (app: TestApp['app']) => createTrpcTestClient(app);

async function rejection(promise: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCClientError);
    return error as TRPCClientError<AppRouter>;
  }
  throw new Error('expected the call to fail');
}

describe('tRPC auth over HTTP', () => {
  it('auth.me is null when signed out', async () => {
    const { app } = await createTestApp();
    const { client, last } = trpcClient(app);
    expect(await client.auth.me.query()).toBeNull();
    expect(last().status).toBe(200);
    expect(last().headers.get('cache-control')).toBe('no-store');
  });

  it('auth.register answers the user, sets the session cookie and signs the caller in', async () => {
    const testApp = await createTestApp();
    const { client, jar, last } = trpcClient(testApp.app);
    const user = await client.auth.register.mutate(newAccount({ email: 'Trpc@Bay.test' }));
    expect(Object.keys(user).sort()).toEqual(userDtoKeys);
    expect(user).toMatchObject({ email: 'trpc@bay.test', role: 'buyer', crabberProfile: null });
    expect(user).not.toHaveProperty('passwordHash');

    const cookies = setCookies(last());
    expect(cookies).toHaveLength(1);
    const [cookie] = cookies;
    expect(cookie).toMatchObject({
      name: SESSION_COOKIE,
      attributes: { httponly: true, samesite: 'Lax', path: '/' },
    });
    expect(cookie!.value).toMatch(/^[a-z2-7]{32}$/);
    expect(jar.cookie).not.toBe('');
    expect(await countRows(testApp.db, 'sessions')).toBe(1);

    const me = await client.auth.me.query();
    expect(me).toEqual(user);
  });

  it('rejects bad input with BAD_REQUEST, httpStatus 400 and the offending field', async () => {
    const testApp = await createTestApp();
    const { client, last } = trpcClient(testApp.app);
    const error = await rejection(
      client.auth.register.mutate(newAccount({ email: 'not-an-email', password: 'short' })),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toEqual({
      email: ['Enter a valid email address'],
      password: ['Password must be at least 8 characters'],
    });
    expect(error.message).toBe('email: Enter a valid email address');
    expect(last().status).toBe(400);
    expect(JSON.stringify(error.shape)).not.toMatch(/stack/);
    expect(await countRows(testApp.db, 'users')).toBe(0);
  });

  it('auth.register for a taken e-mail answers as for a new one, without a session', async () => {
    const { app } = await createTestApp();
    const first = await trpcClient(app).client.auth.register.mutate(newAccount({ email: 'taken@bay.test' }));
    const { client } = trpcClient(app);
    const again = await client.auth.register.mutate(newAccount({ email: 'TAKEN@bay.test' }));
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(again).toMatchObject({ email: 'taken@bay.test' });
    expect(await client.auth.me.query()).toBeNull();
  });

  it('auth.login with a wrong password is UNAUTHORIZED and sets no cookie', async () => {
    const { app } = await createTestApp();
    await trpcClient(app).client.auth.register.mutate(newAccount({ email: 'crab@bay.test' }));
    const { client, jar, last } = trpcClient(app);
    const error = await rejection(
      client.auth.login.mutate({ email: 'crab@bay.test', password: 'wrong-password' }),
    );
    expect(error.data?.code).toBe('UNAUTHORIZED');
    expect(error.data?.httpStatus).toBe(401);
    expect(error.message).toBe('Invalid email or password');
    expect(last().headers.getSetCookie()).toEqual([]);
    expect(jar.cookie).toBe('');
    expect(await client.auth.me.query()).toBeNull();
  });

  it('auth.login then auth.logout: the cookie is cleared and the session deleted', async () => {
    const testApp = await createTestApp();
    await trpcClient(testApp.app).client.auth.register.mutate(newAccount({ email: 'crab@bay.test' }));
    const { client, jar, last } = trpcClient(testApp.app);
    const user = await client.auth.login.mutate({ email: 'crab@bay.test', password: PASSWORD });
    expect(user).toMatchObject({ email: 'crab@bay.test' });
    const signedIn = jar.cookie;
    expect(signedIn).not.toBe('');
    expect(await countRows(testApp.db, 'sessions')).toBe(2);

    expect(await client.auth.logout.mutate()).toBeNull();
    const clearing = setCookies(last());
    expect(clearing).toHaveLength(1);
    const [cleared] = clearing;
    expect(cleared).toMatchObject({ name: SESSION_COOKIE, value: '', attributes: { 'max-age': '0' } });
    expect(jar.cookie).toBe('');
    expect(await countRows(testApp.db, 'sessions')).toBe(1);
    expect(await client.auth.me.query()).toBeNull();

    // The old token no longer works even if a client kept it.
    const replay = await testApp.app.request('/trpc/auth.me', { headers: { cookie: signedIn } });
    expect(superjson.deserialize((await replay.json()).result.data)).toBeNull();
  });

  it('forwards rate limiting as TOO_MANY_REQUESTS with Retry-After', async () => {
    const { app } = await createTestApp({ rateLimits: true });
    const { client, last } = trpcClient(app);
    const attempt = () => client.auth.login.mutate({ email: 'crab@bay.test', password: 'wrong-password' });
    for (let i = 0; i < authRateLimitPolicy.failedSignInsPerAccount.points; i++) {
      expect((await rejection(attempt())).data?.code).toBe('UNAUTHORIZED');
    }
    const error = await rejection(attempt());
    expect(error.message).toBe('Too many attempts. Please wait and try again.');
    expect(error.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(error.data?.httpStatus).toBe(429);
    expect(Number(last().headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('renews a session in its second half on a tRPC call, and the new cookie reaches the browser', async () => {
    let now = new Date('2025-06-01T12:00:00Z');
    const { app } = await createTestApp({}, { now: () => now });
    const { client, last } = trpcClient(app);
    await client.auth.register.mutate(newAccount());

    now = new Date(now.getTime() + 20 * 24 * 60 * 60 * 1000);
    expect(await client.auth.me.query()).not.toBeNull();
    const renewed = setCookies(last());
    expect(renewed).toHaveLength(1);
    expect(Date.parse(String(renewed[0]!.attributes.expires))).toBeGreaterThan(
      now.getTime() + 29 * 24 * 3600 * 1000,
    );
  });
});
