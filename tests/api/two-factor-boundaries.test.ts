/**
 * Where two-factor sign-in meets the other ways in: a password reset still asks for the code, a
 * passkey does not stand in for the admin's authenticator app, and a remembered browser is
 * forgotten when the password changes or the owner signs out everywhere else.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { passkeys, trustedDevices, twoFactorSecrets } from '../../src/server/db/tables';
import { totpCode } from '../../src/server/features/two-factor/totp';
import { authMessages } from '../../src/shared/messages/auth';
import { createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { json } from './order-helpers';

const START = new Date('2026-11-20T12:00:00Z');
const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'tide-chart-bushel-9';

describe('two-factor sign-in at its boundaries', () => {
  let t: TestApp;
  let clock: Date;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const code = (secret: string) => totpCode(secret, clock);

  beforeEach(async () => {
    clock = START;
    t = await createTestApp({}, { now: () => clock });
  });

  /** A buyer with an authenticator app and a browser remembered for 30 days. */
  async function rememberedBuyer() {
    const user = await createUser(t.db);
    const setupClient = await signedInClient(t.app, user.email);
    const { secret } = await json<{ secret: string }>(
      await setupClient.post('/api/account/two-factor/setup'),
    );
    expect((await setupClient.post('/api/account/two-factor/enable', { code: code(secret) })).status).toBe(
      200,
    );
    later(MINUTE);
    const browser = createClient(t.app);
    expect(
      await json(await browser.post('/api/auth/login', { email: user.email, password: FACTORY_PASSWORD })),
    ).toEqual({ twoFactorRequired: true });
    const done = await browser.post('/api/auth/login/two-factor', {
      code: code(secret),
      rememberDevice: true,
    });
    expect(done.status).toBe(200);
    later(MINUTE);
    return { user, secret, browser };
  }

  it('asks for the code after a password reset, and signs in only once it is given', async () => {
    const { user, secret } = await rememberedBuyer();
    await createClient(t.app).post('/api/auth/password-reset', { email: user.email });
    const [mail] = await mailsInOutbox(t, {
      subject: authMessages.passwordResetEmailSubject,
      to: user.email,
    });
    const token = /reset-password\?token=([a-z2-7]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const browser = createClient(t.app);
    const reset = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ twoFactorRequired: true });
    expect((await browser.get('/api/auth/user')).status).toBe(401);

    const done = await browser.post('/api/auth/login/two-factor', { code: code(secret) });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ email: user.email });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('still signs in straight after a reset when the account has no authenticator app', async () => {
    const user = await createUser(t.db);
    await createClient(t.app).post('/api/auth/password-reset', { email: user.email });
    const [mail] = await mailsInOutbox(t, {
      subject: authMessages.passwordResetEmailSubject,
      to: user.email,
    });
    const token = /reset-password\?token=([a-z2-7]+)/.exec(mail?.text ?? '')?.[1];
    const browser = createClient(t.app);
    const reset = await browser.post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(await reset.json()).toMatchObject({ email: user.email });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });

  it('forgets remembered browsers when the password changes', async () => {
    const { user, browser } = await rememberedBuyer();
    expect(await t.db.$count(trustedDevices, eq(trustedDevices.userId, user.id))).toBe(1);
    const changed = await browser.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBeLessThan(300);
    expect(await t.db.$count(trustedDevices, eq(trustedDevices.userId, user.id))).toBe(0);
    await browser.post('/api/auth/logout');
    const again = await browser.post('/api/auth/login', { email: user.email, password: NEW_PASSWORD });
    expect(await again.json()).toEqual({ twoFactorRequired: true });
  });

  it('forgets remembered browsers when the owner signs out everywhere else', async () => {
    const { user, browser } = await rememberedBuyer();
    const signedOut = await browser.post('/api/account/sessions/revoke-others');
    expect(signedOut.status).toBeLessThan(300);
    expect(await t.db.$count(trustedDevices, eq(trustedDevices.userId, user.id))).toBe(0);
  });

  it('does not let a passkey stand in for an admin authenticator app', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    await t.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, admin.id));
    await t.db.insert(passkeys).values({ id: 'cred-1', userId: admin.id, publicKey: 'key', name: 'Laptop' });
    // With no app, the password alone signs in, so the admin tools stay shut until the app is on.
    const client = await signedInClient(t.app, admin.email);
    const refused = await client.get('/api/admin/applications');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'TWO_FACTOR_REQUIRED' });
    expect(await json(await client.get('/api/auth/user'))).toMatchObject({
      hasSecondFactor: true,
      twoFactorEnabled: false,
    });
  });

  it('lets a factory admin with the app use the admin tools', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const client = await signedInClient(t.app, admin.email);
    expect((await client.get('/api/admin/applications')).status).toBe(200);
  });
});
