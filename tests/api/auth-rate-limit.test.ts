import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { authRateLimitPolicy } from '../../src/server/features/auth/auth-rate-limits';
import { registerInput } from '../../src/shared/auth.schema';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createPostgresDatabase } from '../helpers/test-database';
import { countRows, newAccount, PASSWORD } from './auth-helpers';

const perAccount = authRateLimitPolicy.failedSignInsPerAccount;
const perAddress = authRateLimitPolicy.failedSignInsPerAddress;
const signUps = authRateLimitPolicy.signUpsPerAddress;
const TOO_MANY = { message: 'Too many attempts. Please wait and try again.' };

/** Creates accounts directly through the service so sign-up limits do not interfere. */
async function seedAccount(testApp: TestApp, email: string) {
  await testApp.services.auth.register(
    registerInput.parse(newAccount({ email })),
    `seed-${email}`,
    'http://localhost',
  );
}

function login(
  testApp: TestApp,
  email: string,
  password: string,
  address = '203.0.113.7',
  init: RequestInit = {},
) {
  return createClient(testApp.app, { address }).post('/api/auth/login', { email, password }, init);
}

async function expectTooMany(res: Response, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual(TOO_MANY);
  const retryAfter = res.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(Number(retryAfter)).toBeLessThanOrEqual(maxSeconds);
  expect(res.headers.getSetCookie()).toEqual([]);
}

describe('failed sign-ins per account', () => {
  it(`locks the account after ${perAccount.points} failures, even for the right password`, async () => {
    const testApp = await createTestApp({ rateLimits: true });
    await seedAccount(testApp, 'crab@bay.test');
    for (let i = 0; i < perAccount.points; i++) {
      const res = await login(testApp, 'crab@bay.test', `wrong-password-${i}`, `198.51.100.${i}`);
      expect(res.status).toBe(401);
    }
    const sessionsBefore = await countRows(testApp.db, 'sessions');

    const locked = await login(testApp, 'crab@bay.test', PASSWORD, '198.51.100.200');
    await expectTooMany(locked, perAccount.durationSeconds);
    // Case does not get around the account counter.
    await expectTooMany(
      await login(testApp, 'CRAB@bay.test', PASSWORD, '198.51.100.201'),
      perAccount.durationSeconds,
    );
    expect(await countRows(testApp.db, 'sessions')).toBe(sessionsBefore);

    // Other accounts are not affected.
    await seedAccount(testApp, 'other@bay.test');
    expect((await login(testApp, 'other@bay.test', PASSWORD, '198.51.100.200')).status).toBe(200);
  });

  it('forgives earlier failures after a successful sign-in', async () => {
    const testApp = await createTestApp({ rateLimits: true });
    await seedAccount(testApp, 'crab@bay.test');
    for (let i = 0; i < perAccount.points - 1; i++) {
      expect((await login(testApp, 'crab@bay.test', 'wrong-password')).status).toBe(401);
    }
    expect((await login(testApp, 'crab@bay.test', PASSWORD)).status).toBe(200);
    for (let i = 0; i < perAccount.points - 1; i++) {
      expect((await login(testApp, 'crab@bay.test', 'wrong-password')).status).toBe(401);
    }
    expect((await login(testApp, 'crab@bay.test', PASSWORD)).status).toBe(200);
  });
});

describe('failed sign-ins per address', () => {
  async function failFrom(
    testApp: TestApp,
    count: number,
    address: string,
    init?: (i: number) => RequestInit,
  ) {
    for (let i = 0; i < count; i++) {
      const res = await login(testApp, `nobody${i}@bay.test`, 'wrong-password', address, init?.(i));
      expect(res.status).toBe(401);
    }
  }

  it(`refuses an address after ${perAddress.points} failures across accounts; other addresses still work`, async () => {
    const testApp = await createTestApp({ rateLimits: true });
    await seedAccount(testApp, 'crab@bay.test');
    await failFrom(testApp, perAddress.points, '192.0.2.10');

    await expectTooMany(
      await login(testApp, 'crab@bay.test', PASSWORD, '192.0.2.10'),
      perAddress.durationSeconds,
    );
    await expectTooMany(
      await login(testApp, 'fresh@bay.test', 'wrong-password', '192.0.2.10'),
      perAddress.durationSeconds,
    );
    expect((await login(testApp, 'crab@bay.test', PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it('is not fooled by a forged X-Forwarded-For when no proxy is trusted', async () => {
    const testApp = await createTestApp({ rateLimits: true });
    expect(testApp.config.trustProxy).toBe(0);
    await seedAccount(testApp, 'crab@bay.test');
    await failFrom(testApp, perAddress.points, '192.0.2.10', (i) => ({
      headers: { 'x-forwarded-for': `10.0.0.${i}` },
    }));

    const res = await login(testApp, 'crab@bay.test', PASSWORD, '192.0.2.10', {
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    await expectTooMany(res, perAddress.durationSeconds);
  });

  it('uses the right-most X-Forwarded-For entry when one proxy is trusted', async () => {
    const testApp = await createTestApp({ rateLimits: true, trustProxy: 1 });
    await seedAccount(testApp, 'crab@bay.test');
    const proxy = '10.0.0.1';
    // The client controls everything left of what our proxy appended; varying it must not help.
    await failFrom(testApp, perAddress.points, proxy, (i) => ({
      headers: { 'x-forwarded-for': `172.16.0.${i}, 192.0.2.50` },
    }));

    const blocked = await login(testApp, 'crab@bay.test', PASSWORD, proxy, {
      headers: { 'x-forwarded-for': '172.16.9.9, 192.0.2.50' },
    });
    await expectTooMany(blocked, perAddress.durationSeconds);

    // Same socket (the proxy), different client behind it: allowed.
    const other = await login(testApp, 'crab@bay.test', PASSWORD, proxy, {
      headers: { 'x-forwarded-for': '192.0.2.50, 192.0.2.51' },
    });
    expect(other.status).toBe(200);
  });
});

describe('sign-ups per address', () => {
  it(`allows ${signUps.points} sign-ups an hour from one address, then 429`, async () => {
    const testApp = await createTestApp({ rateLimits: true });
    const client = createClient(testApp.app, { address: '192.0.2.20' });
    for (let i = 0; i < signUps.points; i++) {
      expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
    }
    const refused = await createClient(testApp.app, { address: '192.0.2.20' }).post(
      '/api/auth/register',
      newAccount({ email: 'sixth@bay.test' }),
    );
    await expectTooMany(refused, signUps.durationSeconds);
    expect(await countRows(testApp.db, 'users')).toBe(signUps.points);

    const elsewhere = await createClient(testApp.app, { address: '192.0.2.21' }).post(
      '/api/auth/register',
      newAccount({ email: 'sixth@bay.test' }),
    );
    expect(elsewhere.status).toBe(201);
  });
});

describe('with several app processes on one database', () => {
  it('counts failed sign-ins and sign-ups made through any of them together', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'baycatch-limits-'));
    const shared =
      engine === 'postgres'
        ? { postgresName: await createPostgresDatabase() }
        : { sqlitePath: join(dir, 'bay.sqlite') };
    const first = await createTestApp({ rateLimits: true }, shared);
    const second = await createTestApp({ rateLimits: true }, shared);
    try {
      await seedAccount(first, 'crab@bay.test');
      for (let i = 0; i < perAccount.points; i++) {
        const through = i % 2 === 0 ? first : second;
        expect((await login(through, 'crab@bay.test', 'wrong-password-123')).status).toBe(401);
      }
      await expectTooMany(await login(first, 'crab@bay.test', PASSWORD), perAccount.durationSeconds);
      await expectTooMany(await login(second, 'crab@bay.test', PASSWORD), perAccount.durationSeconds);

      for (let i = 0; i < signUps.points; i++) {
        const through = i % 2 === 0 ? first : second;
        const client = createClient(through.app, { address: '192.0.2.30' });
        expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
      }
      const refused = await createClient(second.app, { address: '192.0.2.30' }).post(
        '/api/auth/register',
        newAccount({ email: 'one-too-many@bay.test' }),
      );
      await expectTooMany(refused, signUps.durationSeconds);
    } finally {
      await first.close();
      await second.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prunes counters whose window has ended, and only those', async () => {
    const testApp = await createTestApp({ rateLimits: true });
    await seedAccount(testApp, 'crab@bay.test');
    await login(testApp, 'crab@bay.test', 'wrong-password-123');
    // The sign-up's hour-long window (the account was registered), and the failed sign-in's
    // quarter-hour windows per account and per address.
    expect(await countRows(testApp.db, 'rate_limit_counters')).toBe(3);
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000 + 1000);
    expect(await testApp.services.rateLimits.pruneExpired(new Date())).toBe(0);
    expect(await testApp.services.rateLimits.pruneExpired(later(perAddress.durationSeconds))).toBe(2);
    expect(await countRows(testApp.db, 'rate_limit_counters')).toBe(1);
    expect(await testApp.services.rateLimits.pruneExpired(later(signUps.durationSeconds))).toBe(1);
    expect(await countRows(testApp.db, 'rate_limit_counters')).toBe(0);
  });
});

describe('with rate limits off', () => {
  it('never answers 429', async () => {
    const testApp = await createTestApp();
    expect(testApp.config.rateLimits).toBe(false);
    const client = createClient(testApp.app);
    for (let i = 0; i < signUps.points + 1; i++) {
      expect((await client.post('/api/auth/register', newAccount({ email: `n${i}@bay.test` }))).status).toBe(
        201,
      );
    }
    for (let i = 0; i < perAccount.points + 1; i++) {
      expect((await login(testApp, 'n0@bay.test', 'wrong-password')).status).toBe(401);
    }
    expect((await login(testApp, 'n0@bay.test', PASSWORD)).status).toBe(200);
  });
});
