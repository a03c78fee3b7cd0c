import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/tables';
import { PASSWORD_RESET_TTL_MS } from '../../src/server/features/auth/password-reset.service';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import { authMessages } from '../../src/shared/messages/auth';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { countRows, newAccount, PASSWORD } from './auth-helpers';

const REQUESTED = {
  message:
    'If an account uses that address, we have e-mailed it a link to choose a new password. The link works once, within one hour.',
};
const INVALID = { message: 'This reset link is invalid or has expired.' };
const NEW_PASSWORD = 'salt-marsh-heron-at-dawn';

async function signUp(t: TestApp, email: string) {
  const client = createClient(t.app);
  expect((await client.post('/api/auth/register', newAccount({ email }))).status).toBe(201);
  return client;
}

function requestReset(t: TestApp, email: string, address = '203.0.113.7') {
  return createClient(t.app, { address }).post('/api/auth/password-reset', { email });
}

/** Reset e-mails only (sign-up also mails an address-confirmation link), to `to` when given. */
const resetMails = (t: TestApp, { to, count = 1 }: { to?: string; count?: number } = {}) =>
  mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject, to, count });

/** The token of the latest reset e-mail to `to` once `count` came, read from the link in its text. */
async function tokenMailedTo(t: TestApp, to: string, count = 1): Promise<string> {
  const mails = await resetMails(t, { to, count });
  const text = mails.at(-1)?.text ?? '';
  const match = /http:\/\/localhost\/reset-password\?token=([a-z2-7]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${to}: ${text}`);
  return match[1];
}

describe('asking for a reset link', () => {
  it('answers 202 with one message whether or not the address has an account', async () => {
    const t = await createTestApp();
    await signUp(t, 'known@bay.test');
    const known = await requestReset(t, 'Known@bay.test');
    const unknown = await requestReset(t, 'nobody@bay.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(REQUESTED);
    expect(await unknown.json()).toEqual(REQUESTED);
    expect(unknown.headers.getSetCookie()).toEqual(known.headers.getSetCookie());

    const mails = await resetMails(t);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['known@bay.test', 'Reset your BayCatch password'],
    ]);
    expect(mails[0]?.text).toContain('works once, within one hour');
  });

  it('keeps only the hash of a 256-bit token, valid for one hour', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const t = await createTestApp({}, { now: () => now });
    await signUp(t, 'hash@bay.test');
    await requestReset(t, 'hash@bay.test');
    const token = await tokenMailedTo(t, 'hash@bay.test');
    // 32 bytes in base32 without padding.
    expect(token).toHaveLength(52);
    const rows = await t.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(now.getTime() + PASSWORD_RESET_TTL_MS);
  });

  it('points the link at PUBLIC_URL when one is configured', async () => {
    const t = await createTestApp({ publicUrl: 'https://baycatch.example' });
    await signUp(t, 'public@bay.test');
    await requestReset(t, 'public@bay.test');
    const [mail] = await resetMails(t);
    expect(mail?.text).toMatch(/https:\/\/baycatch\.example\/reset-password\?token=[a-z2-7]{52}/);
  });

  it('refuses a malformed address with a field error', async () => {
    const t = await createTestApp();
    const res = await requestReset(t, 'not-an-address');
    expect(res.status).toBe(400);
    expect((await res.json()).errors.email).toEqual(['Enter a valid email address']);
  });

  it('limits requests per e-mail address and per client address', async () => {
    const t = await createTestApp({ rateLimits: true });
    await signUp(t, 'flood@bay.test');
    const { perAccount: requestsPerEmail, perAddress: requestsPerAddress } = rateLimitPolicies.passwordReset;
    for (let i = 0; i < requestsPerEmail.points; i++) {
      expect((await requestReset(t, 'flood@bay.test', `198.51.100.${i}`)).status).toBe(202);
    }
    const blocked = await requestReset(t, 'flood@bay.test', '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await resetMails(t, { count: requestsPerEmail.points })).toHaveLength(requestsPerEmail.points);

    for (let i = 0; i < requestsPerAddress.points; i++) {
      expect((await requestReset(t, `walker${i}@bay.test`, '192.0.2.50')).status).toBe(202);
    }
    expect((await requestReset(t, 'walker-last@bay.test', '192.0.2.50')).status).toBe(429);
  });

  it('has no limit when RATE_LIMITS is off', async () => {
    const t = await createTestApp({ rateLimits: false });
    for (let i = 0; i < 15; i++) expect((await requestReset(t, 'same@bay.test')).status).toBe(202);
  });
});

describe('choosing a new password from the link', () => {
  it('sets the password, ends every other session and signs this browser in', async () => {
    const t = await createTestApp();
    const oldTab = await signUp(t, 'reset@bay.test');
    await requestReset(t, 'reset@bay.test');
    const token = await tokenMailedTo(t, 'reset@bay.test');

    const browser = createClient(t.app);
    const res = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'reset@bay.test' });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await oldTab.get('/api/auth/user')).status).toBe(401);
    expect(await countRows(t.db, 'sessions')).toBe(1);

    const login = (password: string) =>
      createClient(t.app).post('/api/auth/login', { email: 'reset@bay.test', password });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: a used link, an unknown one and the older links of the account are refused', async () => {
    const t = await createTestApp();
    await signUp(t, 'once@bay.test');
    await requestReset(t, 'once@bay.test');
    const older = await tokenMailedTo(t, 'once@bay.test');
    await requestReset(t, 'once@bay.test');
    const token = await tokenMailedTo(t, 'once@bay.test', 2);
    const confirm = (json: unknown) => createClient(t.app).post('/api/auth/password-reset/confirm', json);

    expect((await confirm({ token, password: NEW_PASSWORD })).status).toBe(200);
    const reused = await confirm({ token, password: 'another-long-passphrase' });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual(INVALID);
    expect(reused.headers.getSetCookie()).toEqual([]);
    expect(await (await confirm({ token: older, password: 'another-long-passphrase' })).json()).toEqual(
      INVALID,
    );
    expect(await (await confirm({ token: 'a'.repeat(52), password: NEW_PASSWORD })).json()).toEqual(INVALID);
    // Only the session the used link started remains: the sign-up's ended with the reset.
    expect(await countRows(t.db, 'sessions')).toBe(1);
  });

  it('expires after one hour', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const t = await createTestApp({}, { now: () => now });
    await signUp(t, 'late@bay.test');
    await requestReset(t, 'late@bay.test');
    const token = await tokenMailedTo(t, 'late@bay.test');
    now = new Date(now.getTime() + PASSWORD_RESET_TTL_MS);
    const res = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
    expect(await t.db.select().from(passwordResetTokens)).toEqual([]);
  });

  it('applies the password rule to the new password', async () => {
    const t = await createTestApp();
    await signUp(t, 'rule@bay.test');
    await requestReset(t, 'rule@bay.test');
    const token = await tokenMailedTo(t, 'rule@bay.test');
    const res = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.password).toHaveLength(1);
    const common = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'password123',
    });
    expect(common.status).toBe(400);
    expect((await common.json()).errors.password[0]).toMatch(
      /^This password (is too easy to guess|appears in lists of leaked passwords)/,
    );
    // The link still works after a refused password.
    const ok = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('is the same through tRPC', async () => {
    const t = await createTestApp();
    await signUp(t, 'trpc-reset@bay.test');
    const client = createClient(t.app);
    const asked = await client.post('/trpc/auth.requestPasswordReset', {
      json: { email: 'trpc-reset@bay.test' },
    });
    expect(asked.status).toBe(200);
    expect((await asked.json()).result.data.json).toEqual(REQUESTED);
    const token = await tokenMailedTo(t, 'trpc-reset@bay.test');
    const done = await client.post('/trpc/auth.confirmPasswordReset', {
      json: { token, password: NEW_PASSWORD },
    });
    expect(done.status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    const again = await client.post('/trpc/auth.confirmPasswordReset', {
      json: { token, password: NEW_PASSWORD },
    });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain(INVALID.message);
  });
});
