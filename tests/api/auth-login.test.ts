import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { sessions, users } from '../../src/server/db/tables';
import { hashPassword } from '../../src/server/features/auth/password';
import { SESSION_COOKIE } from '../../src/server/http/session-cookie';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { countRows, newAccount, PASSWORD, sessionCookie, userDtoKeys } from './auth-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

async function registered(testApp: TestApp, email = 'crab@bay.test') {
  const res = await createClient(testApp.app).post('/api/auth/register', newAccount({ email }));
  expect(res.status).toBe(201);
  return res.json() as Promise<{ id: string; email: string; role: string }>;
}

function withCookie(token: string): RequestInit {
  return { headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

describe('POST /api/auth/login', () => {
  it('answers 200 with the user and sets the session cookie', async () => {
    const testApp = await createTestApp();
    const account = await registered(testApp);
    const client = createClient(testApp.app);

    const res = await client.post('/api/auth/login', { email: ' CRAB@bay.test ', password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(userDtoKeys);
    expect(body).toMatchObject({ id: account.id, email: 'crab@bay.test', role: 'buyer' });
    const cookie = sessionCookie(res);
    expect(cookie.attributes.httponly).toBe(true);
    expect(cookie.attributes.samesite).toBe('Lax');
    expect(cookie.attributes.secure).toBeUndefined();
    expect(await countRows(testApp.db, 'sessions')).toBe(2);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const testApp = await createTestApp();
    await registered(testApp);
    const wrongPassword = await createClient(testApp.app).post('/api/auth/login', {
      email: 'crab@bay.test',
      password: 'not-the-password',
    });
    const unknownEmail = await createClient(testApp.app).post('/api/auth/login', {
      email: 'nobody@bay.test',
      password: PASSWORD,
    });

    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const [a, b] = [await wrongPassword.text(), await unknownEmail.text()];
    expect(JSON.parse(a)).toEqual({ message: 'Invalid email or password' });
    expect(b).toBe(a);
    expect(await countRows(testApp.db, 'sessions')).toBe(1);
  });

  it('answers 400 with field errors for a missing password, without revealing the password policy', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).post('/api/auth/login', { email: 'crab@bay.test' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'password: Password is required',
      errors: { password: ['Password is required'] },
    });

    const short = await createClient(app).post('/api/auth/login', { email: 'crab@bay.test', password: 'x' });
    expect(short.status).toBe(401);
  });
});

describe('GET /api/auth/user', () => {
  it('returns the signed-in user with the cookie and 401 Unauthorized without it', async () => {
    const testApp = await createTestApp();
    const account = await registered(testApp);
    const client = createClient(testApp.app);
    await client.post('/api/auth/login', { email: 'crab@bay.test', password: PASSWORD });

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(Object.keys(body).sort()).toEqual(userDtoKeys);
    expect(body).toMatchObject({ id: account.id, email: 'crab@bay.test', role: 'buyer' });

    const anonymous = await createClient(testApp.app).get('/api/auth/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthorized' });

    const forged = await testApp.app.request('/api/auth/user', withCookie('a'.repeat(32)));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ message: 'Unauthorized' });
    // An unknown token is cleared from the browser.
    expect(sessionCookie(forged).attributes['max-age']).toBe('0');
  });
});

describe('session storage', () => {
  it('stores only the SHA-256 hex of the token', async () => {
    const testApp = await createTestApp();
    const client = createClient(testApp.app);
    const res = await client.post('/api/auth/register', newAccount());
    const token = sessionCookie(res).value;

    const rows = await testApp.db.select({ id: sessions.id }).from(sessions);
    expect(rows).toHaveLength(1);
    const stored = rows[0]!.id;
    expect(stored).not.toBe(token);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).toBe(createHash('sha256').update(token).digest('hex'));

    // The stored id itself is not a credential.
    const replay = await testApp.app.request('/api/auth/user', withCookie(stored));
    expect(replay.status).toBe(401);
  });

  it('issues a different token for every sign-in', async () => {
    const testApp = await createTestApp();
    await registered(testApp);
    const tokens = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await createClient(testApp.app).post('/api/auth/login', {
        email: 'crab@bay.test',
        password: PASSWORD,
      });
      tokens.add(sessionCookie(res).value);
    }
    expect(tokens.size).toBe(3);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204, clears the cookie and deletes the session so the old token stops working', async () => {
    const testApp = await createTestApp();
    await registered(testApp);
    const client = createClient(testApp.app);
    const login = await client.post('/api/auth/login', { email: 'crab@bay.test', password: PASSWORD });
    const token = sessionCookie(login).value;
    expect(await countRows(testApp.db, 'sessions')).toBe(2);

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const cleared = sessionCookie(res);
    expect(cleared.value).toBe('');
    expect(cleared.attributes['max-age']).toBe('0');
    expect(await countRows(testApp.db, 'sessions')).toBe(1);

    const reused = await testApp.app.request('/api/auth/user', withCookie(token));
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 204 when nobody is signed in', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).post('/api/auth/logout');
    expect(res.status).toBe(204);
  });
});

describe('ADMIN_EMAILS at sign-in', () => {
  it('promotes an existing buyer to admin when they sign in', async () => {
    const testApp = await createTestApp({ adminEmails: new Set(['boss@x.test']) });
    // The account predates the configuration: it was stored as a buyer.
    await testApp.db
      .insert(users)
      .values({ email: 'boss@x.test', passwordHash: await hashPassword(PASSWORD), role: 'buyer' });

    const client = createClient(testApp.app);
    const res = await client.post('/api/auth/login', { email: 'Boss@x.test', password: PASSWORD });
    expect(res.status).toBe(200);
    expect((await res.json()).role).toBe('admin');
    expect(first(await testApp.db.select({ role: users.role }).from(users))).toEqual({ role: 'admin' });
    expect((await (await client.get('/api/auth/user')).json()).role).toBe('admin');
  });

  it('leaves other accounts alone', async () => {
    const testApp = await createTestApp({ adminEmails: new Set(['boss@x.test']) });
    await registered(testApp, 'crab@bay.test');
    const res = await createClient(testApp.app).post('/api/auth/login', {
      email: 'crab@bay.test',
      password: PASSWORD,
    });
    expect((await res.json()).role).toBe('buyer');
  });
});

describe('GET /api/login', () => {
  const cases: Array<[string | undefined, string]> = [
    ['/dashboard', '/sign-in?returnTo=%2Fdashboard'],
    ['/orders/42?tab=pickup', '/sign-in?returnTo=%2Forders%2F42%3Ftab%3Dpickup'],
    [undefined, '/sign-in?returnTo=%2F'],
    ['//evil.com', '/sign-in?returnTo=%2F'],
    ['https://evil.com', '/sign-in?returnTo=%2F'],
    ['/\\evil.com', '/sign-in?returnTo=%2F'],
    ['/\t/evil.com', '/sign-in?returnTo=%2F'],
    ['dashboard', '/sign-in?returnTo=%2F'],
  ];
  for (const [returnTo, location] of cases) {
    it(`redirects returnTo=${JSON.stringify(returnTo)} to ${location}`, async () => {
      const { app } = await createTestApp();
      const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
      const res = await app.request(`/api/login${query}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(location);
    });
  }
});

describe('GET /api/logout', () => {
  it('ends the session and redirects to /', async () => {
    const testApp = await createTestApp();
    const client = createClient(testApp.app);
    const token = sessionCookie(await client.post('/api/auth/register', newAccount())).value;

    const res = await client.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toBe(true);
    expect(await countRows(testApp.db, 'sessions')).toBe(0);
    expect((await testApp.app.request('/api/auth/user', withCookie(token))).status).toBe(401);
  });
});

describe('sliding session expiry', () => {
  async function clockedApp() {
    let now = new Date('2025-06-01T12:00:00Z');
    const testApp = await createTestApp({}, { now: () => now });
    return {
      ...testApp,
      advance(days: number) {
        now = new Date(now.getTime() + days * DAY_MS);
      },
      get now() {
        return now;
      },
    };
  }

  it('leaves a fresh session alone: no new cookie within the first half of its life', async () => {
    const clocked = await clockedApp();
    const client = createClient(clocked.app);
    await client.post('/api/auth/register', newAccount());
    clocked.advance(10);
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('extends a session used after 20 days by a fresh 30 days', async () => {
    const clocked = await clockedApp();
    const client = createClient(clocked.app);
    const token = sessionCookie(await client.post('/api/auth/register', newAccount())).value;

    clocked.advance(20);
    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res);
    expect(renewed.value).toBe(token);
    expect(Date.parse(String(renewed.attributes.expires))).toBe(
      Math.floor((clocked.now.getTime() + 30 * DAY_MS) / 1000) * 1000,
    );
    const stored = first(await clocked.db.select({ expiresAt: sessions.expiresAt }).from(sessions))!;
    expect(stored.expiresAt.getTime()).toBe(clocked.now.getTime() + 30 * DAY_MS);

    // 45 days after sign-in, 25 after the renewal: still signed in.
    clocked.advance(25);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('rejects and deletes a session first used again after 31 days', async () => {
    const clocked = await clockedApp();
    const client = createClient(clocked.app);
    const token = sessionCookie(await client.post('/api/auth/register', newAccount())).value;

    clocked.advance(31);
    const res = await clocked.app.request('/api/auth/user', withCookie(token));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(sessionCookie(res).attributes['max-age']).toBe('0');
    expect(await countRows(clocked.db, 'sessions')).toBe(0);
  });
});
