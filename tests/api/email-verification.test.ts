import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { first } from '../../src/server/db/query';
import { emailVerificationTokens, users } from '../../src/server/db/tables';
import { EMAIL_VERIFICATION_TTL_MS } from '../../src/server/features/auth/email-verification.service';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import { accountMessages } from '../../src/shared/messages/account';
import { authMessages } from '../../src/shared/messages/auth';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { newAccount, PASSWORD } from './auth-helpers';

const INVALID = { message: authMessages.verifyEmailInvalid };

async function signUp(t: TestApp, email: string) {
  const client = createClient(t.app);
  expect((await client.post('/api/auth/register', newAccount({ email }))).status).toBe(201);
  return client;
}

const outbox = mailsInOutbox;

/** The token of the latest confirmation e-mail to `to` once `count` came, read from the link in its text. */
async function tokenMailedTo(t: TestApp, to: string, count = 1): Promise<string> {
  const mails = await outbox(t, { subject: authMessages.verifyEmailSubject, to, count });
  const text = mails.at(-1)?.text ?? '';
  const match = /\/verify-email\?token=([a-z2-7]{52})/.exec(text);
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${to}: ${text}`);
  return match[1];
}

const verify = (t: TestApp, token: unknown, client = createClient(t.app)) =>
  client.post('/api/auth/verify-email', { token });

async function currentUser(client: ReturnType<typeof createClient>) {
  return (await client.get('/api/auth/user')).json();
}

describe('confirming the address given at sign-up', () => {
  it('mails a single-use link at sign-up; only its hash is kept, valid for 48 hours', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const t = await createTestApp({ publicUrl: 'https://baycatch.example' }, { now: () => now });
    const client = await signUp(t, 'new@bay.test');
    expect(await currentUser(client)).toMatchObject({ email: 'new@bay.test', emailVerified: false });

    const [mail] = await outbox(t);
    expect(mail?.to).toBe('new@bay.test');
    expect(mail?.subject).toBe('Confirm your BayCatch e-mail address');
    expect(mail?.text).toMatch(/https:\/\/baycatch\.example\/verify-email\?token=[a-z2-7]{52}/);
    const token = await tokenMailedTo(t, 'new@bay.test');
    const [row] = await t.db.select().from(emailVerificationTokens);
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBe(now.getTime() + EMAIL_VERIFICATION_TTL_MS);
  });

  it('logs the mail without SMTP, its link token redacted', async () => {
    const t = await createTestApp();
    await signUp(t, 'log@bay.test');
    const token = await tokenMailedTo(t, 'log@bay.test');
    // Logged once the outbox row is written, in the background like the mail itself.
    await vi.waitFor(() =>
      expect(t.logs.some((log) => log.message.startsWith('email (no SMTP_URL'))).toBe(true),
    );
    const line = t.logs.find((log) => log.message.startsWith('email (no SMTP_URL'));
    expect(String(line?.fields?.text)).toContain('/verify-email?token=[redacted]');
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it('confirms the address once, signed in or not; the link is then spent', async () => {
    const t = await createTestApp();
    const client = await signUp(t, 'once@bay.test');
    const token = await tokenMailedTo(t, 'once@bay.test');

    const first = await verify(t, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Your e-mail address is confirmed.' });
    expect(await currentUser(client)).toMatchObject({ emailVerified: true });

    const again = await verify(t, token, client);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID);
  });

  it('refuses an expired link (test clock) and an unknown one with the same message', async () => {
    let now = new Date('2026-06-01T12:00:00Z');
    const t = await createTestApp({}, { now: () => now });
    const client = await signUp(t, 'late@bay.test');
    const token = await tokenMailedTo(t, 'late@bay.test');
    now = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS);

    const late = await verify(t, token);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual(INVALID);
    const unknown = await verify(t, 'a'.repeat(52));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(INVALID);
    expect(await currentUser(client)).toMatchObject({ emailVerified: false });
  });

  it('refuses a request without a token with a field error', async () => {
    const t = await createTestApp();
    const res = await createClient(t.app).post('/api/auth/verify-email', {});
    expect(res.status).toBe(400);
    expect((await res.json()).errors.token).toEqual(['The confirmation link is missing its token']);
  });

  it('counts following a password reset link as confirming the address', async () => {
    const t = await createTestApp();
    await signUp(t, 'reset@bay.test');
    await createClient(t.app).post('/api/auth/password-reset', { email: 'reset@bay.test' });
    const [reset] = await outbox(t, { subject: authMessages.passwordResetEmailSubject });
    const token = /reset-password\?token=([a-z2-7]+)/.exec(reset?.text ?? '')?.[1];
    const confirmed = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'salt-marsh-heron-at-dawn',
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ emailVerified: true });
  });
});

describe('sending the link again', () => {
  it('is for signed-in accounts whose address is not confirmed yet', async () => {
    const t = await createTestApp();
    expect((await createClient(t.app).post('/api/auth/verify-email/resend')).status).toBe(401);

    const client = await signUp(t, 'again@bay.test');
    const res = await client.post('/api/auth/verify-email/resend');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({
      message: 'We sent a confirmation link to again@bay.test. It works once, within 48 hours.',
    });
    // Both links work until one is followed; then the other is spent with it.
    const second = await tokenMailedTo(t, 'again@bay.test', 2);
    expect(await t.db.select().from(emailVerificationTokens)).toHaveLength(2);
    expect((await verify(t, second)).status).toBe(200);
    expect(await t.db.select().from(emailVerificationTokens)).toHaveLength(0);

    const done = await client.post('/api/auth/verify-email/resend');
    expect(done.status).toBe(409);
    expect(await done.json()).toMatchObject({ message: 'Your e-mail address is already confirmed.' });
  });

  it('is limited per account, with Retry-After', async () => {
    const t = await createTestApp({ rateLimits: true });
    const client = await signUp(t, 'flood@bay.test');
    for (let i = 0; i < rateLimitPolicies.email.perAccount.points; i++) {
      expect((await client.post('/api/auth/verify-email/resend')).status).toBe(202);
    }
    const blocked = await client.post('/api/auth/verify-email/resend');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('works the same over tRPC', async () => {
    const t = await createTestApp();
    const { client } = createTrpcTestClient(t.app);
    await client.auth.register.mutate(newAccount({ email: 'trpc@bay.test' }));
    expect(await client.auth.resendVerification.mutate()).toEqual({
      message: authMessages.verifyEmailSent('trpc@bay.test'),
    });
    const token = await tokenMailedTo(t, 'trpc@bay.test');
    expect(await client.auth.verifyEmail.mutate({ token })).toEqual({ message: authMessages.emailVerified });
    expect(await client.auth.me.query()).toMatchObject({ emailVerified: true });
    await expect(client.auth.verifyEmail.mutate({ token })).rejects.toMatchObject({
      message: authMessages.verifyEmailInvalid,
      data: { httpStatus: 400 },
    });
    await expect(client.auth.resendVerification.mutate()).rejects.toMatchObject({
      data: { httpStatus: 409 },
    });
    const stranger = createTrpcTestClient(t.app).client;
    await expect(stranger.auth.resendVerification.mutate()).rejects.toMatchObject({
      data: { httpStatus: 401 },
    });
  });
});

describe('changing the e-mail address', () => {
  it('refuses signed-out callers before reading the body', async () => {
    const t = await createTestApp();
    const res = await createClient(t.app).post('/api/account/email', { email: 'x' });
    expect(res.status).toBe(401);
  });

  it('checks the address and the password', async () => {
    const t = await createTestApp();
    const other = await createUser(t.db);
    const client = await signUp(t, 'mover@bay.test');

    const bad = await client.post('/api/account/email', { email: 'nope', password: PASSWORD });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.email).toEqual(['Enter a valid email address']);

    const same = await client.post('/api/account/email', { email: 'Mover@bay.test', password: PASSWORD });
    expect(same.status).toBe(400);
    expect((await same.json()).errors.email).toEqual([accountMessages.emailSame]);

    const wrong = await client.post('/api/account/email', { email: 'new@bay.test', password: 'guess-again' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors.password).toEqual([accountMessages.passwordWrong]);

    const taken = await client.post('/api/account/email', { email: other.email, password: PASSWORD });
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors.email).toEqual(['An account with this email already exists']);
    expect(await currentUser(client)).toMatchObject({ email: 'mover@bay.test' });
  });

  it('moves the account only when the link sent to the new address is followed', async () => {
    const t = await createTestApp();
    const client = await signUp(t, 'old@bay.test');
    expect((await verify(t, await tokenMailedTo(t, 'old@bay.test'))).status).toBe(200);

    const res = await client.post('/api/account/email', { email: 'New@Bay.test', password: PASSWORD });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: accountMessages.emailChangeRequested('new@bay.test') });
    const notice = first(await outbox(t, { subject: accountMessages.emailChangeNoticeSubject }));
    expect(notice?.to).toBe('old@bay.test');
    expect(notice?.text).toContain('new@bay.test');
    // Until then the account keeps its confirmed address.
    expect(await currentUser(client)).toMatchObject({ email: 'old@bay.test', emailVerified: true });

    expect((await verify(t, await tokenMailedTo(t, 'new@bay.test'))).status).toBe(200);
    expect(await currentUser(client)).toMatchObject({ email: 'new@bay.test', emailVerified: true });
    const signIn = (email: string) =>
      createClient(t.app).post('/api/auth/login', { email, password: PASSWORD });
    expect((await signIn('new@bay.test')).status).toBe(200);
    expect((await signIn('old@bay.test')).status).toBe(401);
  });

  it('refuses the link when another account took the address meanwhile', async () => {
    const t = await createTestApp();
    const client = await signUp(t, 'slow@bay.test');
    await client.post('/api/account/email', { email: 'wanted@bay.test', password: PASSWORD });
    const token = await tokenMailedTo(t, 'wanted@bay.test');
    await signUp(t, 'wanted@bay.test');

    const res = await verify(t, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: authMessages.verifyEmailTaken });
    expect(await currentUser(client)).toMatchObject({ email: 'slow@bay.test' });
  });

  it('works the same over tRPC', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db, { email: 'rpc-mover@bay.test' });
    const cookie = (await signedInClient(t.app, user.email)).cookie;
    const { client } = createTrpcTestClient(t.app, { cookie });
    expect(
      await client.account.changeEmail.mutate({ email: 'rpc-new@bay.test', password: FACTORY_PASSWORD }),
    ).toEqual({ message: accountMessages.emailChangeRequested('rpc-new@bay.test') });
    await expect(
      client.account.changeEmail.mutate({ email: 'rpc-new@bay.test', password: 'not-it' }),
    ).rejects.toMatchObject({ data: { httpStatus: 400 } });
  });
});

describe('where the confirmation shows', () => {
  it("tells the admin whether an applicant's address is confirmed", async () => {
    const t = await createTestApp();
    const admin = await createUser(t.db, { role: 'admin' });
    const seller = await createSeller(t.db, { verificationStatus: 'pending' });
    const client = await signedInClient(t.app, admin.email);
    const list = async () => (await (await client.get('/api/admin/applications?status=pending')).json())[0];

    expect(await list()).toMatchObject({ email: seller.user.email, emailVerified: false });
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, seller.user.id));
    expect(await list()).toMatchObject({ emailVerified: true });
  });

  it('spends outstanding links when the account is deleted', async () => {
    const t = await createTestApp();
    const client = await signUp(t, 'leaving@bay.test');
    const token = await tokenMailedTo(t, 'leaving@bay.test');
    const gone = await client.request('/api/account', { method: 'DELETE', json: { password: PASSWORD } });
    expect(gone.status).toBe(204);
    expect((await verify(t, token)).status).toBe(400);
  });
});
