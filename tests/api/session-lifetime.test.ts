import { describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION_ABSOLUTE_MS,
  ADMIN_SESSION_IDLE_MS,
} from '../../src/server/features/auth/session-lifetime';
import { SESSION_TTL_MS } from '../../src/server/features/auth/session-token';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { newAccount, sessionCookie, setCookies } from './auth-helpers';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

async function clockedApp(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const clock = { now: new Date('2026-07-01T08:00:00Z') };
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const t = await createTestApp(
    { adminEmails: new Set(['boss@bay.test']), ...overrides },
    { now: () => clock.now },
  );
  return { t, advance };
}

async function signedUp(t: TestApp, email: string) {
  const client = createClient(t.app);
  expect((await client.post('/api/auth/register', newAccount({ email }))).status).toBe(201);
  return client;
}

describe('admin sessions', () => {
  it('end after 30 minutes without a request', async () => {
    const { t, advance } = await clockedApp();
    const admin = await signedUp(t, 'boss@bay.test');
    advance(ADMIN_SESSION_IDLE_MS - MINUTE);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
    // The request above moved the idle limit on.
    advance(ADMIN_SESSION_IDLE_MS - MINUTE);
    expect((await admin.get('/api/auth/user')).status).toBe(200);
    advance(ADMIN_SESSION_IDLE_MS);
    expect((await admin.get('/api/auth/user')).status).toBe(401);
  });

  it('end 12 hours after sign-in however active the admin is', async () => {
    const { t, advance } = await clockedApp();
    const admin = await signedUp(t, 'boss@bay.test');
    for (let elapsed = 0; elapsed + 20 * MINUTE < ADMIN_SESSION_ABSOLUTE_MS; elapsed += 20 * MINUTE) {
      advance(20 * MINUTE);
      expect((await admin.get('/api/auth/user')).status).toBe(200);
    }
    advance(20 * MINUTE);
    expect((await admin.get('/api/auth/user')).status).toBe(401);
  });

  it('give the cookie the admin expiry', async () => {
    const { t } = await clockedApp();
    const res = await createClient(t.app).post('/api/auth/register', newAccount({ email: 'boss@bay.test' }));
    const expires = Date.parse(String(sessionCookie(res).attributes.expires));
    expect(expires).toBe(new Date('2026-07-01T08:30:00Z').getTime());
  });
});

describe('other sessions', () => {
  it('keep the 30-day sliding expiry', async () => {
    const { t, advance } = await clockedApp();
    const buyer = await signedUp(t, 'buyer@bay.test');
    advance(ADMIN_SESSION_ABSOLUTE_MS + MINUTE);
    expect((await buyer.get('/api/auth/user')).status).toBe(200);
    advance(20 * DAY);
    // Used in its second half, the session was renewed for another 30 days from here.
    expect((await buyer.get('/api/auth/user')).status).toBe(200);
    advance(SESSION_TTL_MS - MINUTE);
    expect((await buyer.get('/api/auth/user')).status).toBe(200);
    advance(SESSION_TTL_MS);
    expect((await buyer.get('/api/auth/user')).status).toBe(401);
  });
});

describe('the session cookie behind HTTPS', () => {
  it('is __Host- prefixed, Secure, Path=/ and without Domain', async () => {
    const { t } = await clockedApp({ publicUrl: 'https://baycatch.example' });
    const client = createClient(t.app);
    const res = await client.post('/api/auth/register', newAccount());
    const [cookie] = setCookies(res);
    expect(cookie?.name).toBe('__Host-baycatch_session');
    expect(cookie?.attributes).toMatchObject({ secure: true, path: '/', httponly: true });
    expect(cookie?.attributes.domain).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(200);
    // The unprefixed name is not read behind HTTPS.
    const planted = await createClient(t.app).get('/api/auth/user', {
      headers: { cookie: `baycatch_session=${cookie?.value}` },
    });
    expect(planted.status).toBe(401);
  });

  it('keeps the plain name over plain HTTP', async () => {
    const { t } = await clockedApp();
    const res = await createClient(t.app).post('/api/auth/register', newAccount());
    expect(sessionCookie(res).name).toBe('baycatch_session');
  });
});
