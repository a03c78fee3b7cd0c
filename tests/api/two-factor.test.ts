/**
 * Two-factor sign-in: POST /api/account/two-factor/*, the code step of POST /api/auth/login and
 * POST /api/auth/login/two-factor, remembered browsers, admins refused without a second factor,
 * and the same operations over tRPC.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { twoFactorSecrets } from '../../src/server/db/tables';
import { totpCode } from '../../src/server/features/two-factor/totp';
import { createUser, FACTORY_PASSWORD, FACTORY_TOTP_SECRET, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { setCookies } from './auth-helpers';
import { json } from './order-helpers';

const START = new Date('2026-11-20T12:00:00Z');
const MINUTE = 60 * 1000;
type Client = ReturnType<typeof createClient>;

describe('two-factor sign-in', () => {
  let t: TestApp;
  let clock: Date;
  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const code = (secret: string, offsetSteps = 0) =>
    totpCode(secret, new Date(clock.getTime() + offsetSteps * 30_000));

  beforeEach(async () => {
    clock = START;
    t = await createTestApp({}, { now: () => clock });
  });

  async function signIn(email: string, client: Client = createClient(t.app)) {
    const res = await client.post('/api/auth/login', { email, password: FACTORY_PASSWORD });
    return { client, res };
  }

  /** A buyer who turned two-factor sign-in on: their key, their recovery codes, a signed-in client. */
  async function enrolledBuyer() {
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    const setup = await json<{ secret: string; otpauthUrl: string }>(
      await client.post('/api/account/two-factor/setup'),
    );
    const enable = await client.post('/api/account/two-factor/enable', { code: code(setup.secret) });
    expect(enable.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enable);
    later(MINUTE); // the enrolment's code step is spent; the next sign-in uses a later one
    return { user, client, secret: setup.secret, recoveryCodes };
  }

  async function challenged(email: string) {
    const { client, res } = await signIn(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ twoFactorRequired: true });
    return client;
  }

  describe('enrolment', () => {
    it('gives a key and an otpauth URL, confirms with a code and answers ten recovery codes once', async () => {
      const user = await createUser(t.db, { email: 'ada@bay.test' });
      const client = await signedInClient(t.app, user.email);
      const setup = await client.post('/api/account/two-factor/setup');
      expect(setup.status).toBe(200);
      const { secret, otpauthUrl } = await json<{ secret: string; otpauthUrl: string }>(setup);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/BayCatch:ada%40bay\.test\?/);
      expect(new URL(otpauthUrl).searchParams.get('issuer')).toBe('BayCatch');
      expect(new URL(otpauthUrl).searchParams.get('secret')).toBe(secret);

      expect(await json(await client.get('/api/auth/user'))).toMatchObject({ twoFactorEnabled: false });
      const wrong = await client.post('/api/account/two-factor/enable', {
        code: '000000' === code(secret) ? '111111' : '000000',
      });
      expect(wrong.status).toBe(400);
      const enable = await client.post('/api/account/two-factor/enable', { code: code(secret) });
      expect(enable.status).toBe(200);
      const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enable);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(await json(await client.get('/api/auth/user'))).toMatchObject({
        twoFactorEnabled: true,
        hasSecondFactor: true,
      });
      // Stored only hashed.
      const stored = JSON.stringify(await t.db.query.recoveryCodes.findMany());
      for (const recoveryCode of recoveryCodes) expect(stored).not.toContain(recoveryCode.replace('-', ''));
    });

    it('refuses setup when it is already on (409) and enabling without a setup (400)', async () => {
      const { client } = await enrolledBuyer();
      expect((await client.post('/api/account/two-factor/setup')).status).toBe(409);
      const other = await signedInClient(t.app, (await createUser(t.db)).email);
      expect((await other.post('/api/account/two-factor/enable', { code: '123456' })).status).toBe(400);
    });

    it('replaces an unconfirmed key with a new setup', async () => {
      const client = await signedInClient(t.app, (await createUser(t.db)).email);
      const first = await json<{ secret: string }>(await client.post('/api/account/two-factor/setup'));
      const second = await json<{ secret: string }>(await client.post('/api/account/two-factor/setup'));
      expect(second.secret).not.toBe(first.secret);
      if (code(first.secret) !== code(second.secret)) {
        expect(
          (await client.post('/api/account/two-factor/enable', { code: code(first.secret) })).status,
        ).toBe(400);
      }
      expect(
        (await client.post('/api/account/two-factor/enable', { code: code(second.secret) })).status,
      ).toBe(200);
    });

    it('refuses a signed-out caller and a malformed code', async () => {
      expect((await createClient(t.app).post('/api/account/two-factor/setup')).status).toBe(401);
      const client = await signedInClient(t.app, (await createUser(t.db)).email);
      await client.post('/api/account/two-factor/setup');
      expect((await client.post('/api/account/two-factor/enable', { code: '12ab' })).status).toBe(400);
    });
  });

  describe('signing in', () => {
    it('asks for the code after the password, with no session until it is given', async () => {
      const { user, secret } = await enrolledBuyer();
      const { client, res } = await signIn(user.email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ twoFactorRequired: true });
      const cookies = setCookies(res);
      expect(cookies.map((cookie) => cookie.name)).toEqual(['baycatch_sign_in']);
      expect(cookies[0]!.attributes.httponly).toBe(true);
      expect((await client.get('/api/auth/user')).status).toBe(401);

      const done = await client.post('/api/auth/login/two-factor', { code: code(secret) });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({ email: user.email, twoFactorEnabled: true });
      expect((await client.get('/api/auth/user')).status).toBe(200);
    });

    it('refuses a wrong code (401) and logs it like a failed sign-in', async () => {
      const { user, secret } = await enrolledBuyer();
      const client = await challenged(user.email);
      const wrong = code(secret, 5);
      const res = await client.post('/api/auth/login/two-factor', { code: wrong });
      expect(res.status).toBe(401);
      expect((await client.get('/api/auth/user')).status).toBe(401);
      const line = t.logs.find((log) => log.fields?.security === 'two_factor_failed');
      expect(line?.fields).toMatchObject({ userId: user.id, where: 'sign_in' });
      expect(JSON.stringify(t.logs)).not.toContain(wrong);
    });

    it('accepts the neighbouring steps but never the same code twice', async () => {
      const { user, secret } = await enrolledBuyer();
      const first = await challenged(user.email);
      expect((await first.post('/api/auth/login/two-factor', { code: code(secret, -1) })).status).toBe(200);
      const again = await challenged(user.email);
      expect((await again.post('/api/auth/login/two-factor', { code: code(secret, -1) })).status).toBe(401);
      // An earlier step than the one spent is refused as well.
      expect((await again.post('/api/auth/login/two-factor', { code: code(secret, -2) })).status).toBe(401);
      expect((await again.post('/api/auth/login/two-factor', { code: code(secret, 1) })).status).toBe(200);
    });

    it('locks the sign-in for 15 minutes after 5 wrong codes, even against a new password sign-in', async () => {
      const { user, secret } = await enrolledBuyer();
      const client = await challenged(user.email);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await client.post('/api/auth/login/two-factor', { code: code(secret, 9) })).status).toBe(401);
      }
      const locked = await client.post('/api/auth/login/two-factor', { code: code(secret) });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

      const fresh = await challenged(user.email);
      expect((await fresh.post('/api/auth/login/two-factor', { code: code(secret) })).status).toBe(429);

      later(16 * MINUTE);
      const after = await challenged(user.email);
      expect((await after.post('/api/auth/login/two-factor', { code: code(secret) })).status).toBe(200);
    });

    it('refuses a challenge older than 10 minutes, and a code step without a challenge', async () => {
      const { user, secret } = await enrolledBuyer();
      const client = await challenged(user.email);
      later(11 * MINUTE);
      const res = await client.post('/api/auth/login/two-factor', { code: code(secret) });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ reason: 'SIGN_IN_EXPIRED' });

      const none = await createClient(t.app).post('/api/auth/login/two-factor', { code: code(secret) });
      expect(none.status).toBe(401);
    });

    it('takes a recovery code once, however it is typed', async () => {
      const { user, recoveryCodes } = await enrolledBuyer();
      const recoveryCode = recoveryCodes[0]!;
      const client = await challenged(user.email);
      const typed = ` ${recoveryCode.toUpperCase()} `;
      expect((await client.post('/api/auth/login/two-factor', { recoveryCode: typed })).status).toBe(200);

      const again = await challenged(user.email);
      expect((await again.post('/api/auth/login/two-factor', { recoveryCode })).status).toBe(401);
      expect(
        (await again.post('/api/auth/login/two-factor', { recoveryCode: recoveryCodes[1] })).status,
      ).toBe(200);
    });

    it('refuses a body with both or neither of code and recovery code', async () => {
      const { user } = await enrolledBuyer();
      const client = await challenged(user.email);
      expect((await client.post('/api/auth/login/two-factor', {})).status).toBe(400);
      expect(
        (await client.post('/api/auth/login/two-factor', { code: '123456', recoveryCode: 'abcde-fghij' }))
          .status,
      ).toBe(400);
    });
  });

  describe('remembered browsers', () => {
    it('skip the code for a buyer for 30 days', async () => {
      const { user, secret } = await enrolledBuyer();
      const client = await challenged(user.email);
      const done = await client.post('/api/auth/login/two-factor', {
        code: code(secret),
        rememberDevice: true,
      });
      expect(done.status).toBe(200);
      const trusted = setCookies(done).find((cookie) => cookie.name === 'baycatch_trusted_device');
      expect(trusted?.attributes.httponly).toBe(true);
      await client.post('/api/auth/logout');

      const { res } = await signIn(user.email, client);
      expect(await res.json()).toMatchObject({ email: user.email });
      await client.post('/api/auth/logout');

      // Another browser still gives the code.
      await challenged(user.email);
      later(31 * 24 * 60 * MINUTE);
      const expired = await signIn(user.email, client);
      expect(await expired.res.json()).toEqual({ twoFactorRequired: true });
    });

    it('do not skip the code for another account signing in on that browser', async () => {
      const first = await enrolledBuyer();
      const second = await enrolledBuyer();
      const client = await challenged(first.user.email);
      await client.post('/api/auth/login/two-factor', { code: code(first.secret), rememberDevice: true });
      await client.post('/api/auth/logout');
      const { res } = await signIn(second.user.email, client);
      expect(await res.json()).toEqual({ twoFactorRequired: true });
    });

    it('are never made for an admin', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const client = await challenged(admin.email);
      const done = await client.post('/api/auth/login/two-factor', {
        code: code(FACTORY_TOTP_SECRET),
        rememberDevice: true,
      });
      expect(done.status).toBe(200);
      expect(setCookies(done).map((cookie) => cookie.name)).not.toContain('baycatch_trusted_device');
      expect(await t.db.$count((await import('../../src/server/db/tables')).trustedDevices)).toBe(0);
      await client.post('/api/auth/logout');
      const { res } = await signIn(admin.email, client);
      expect(await res.json()).toEqual({ twoFactorRequired: true });
    });
  });

  describe('turning it off and new recovery codes', () => {
    it('needs the password and a current code', async () => {
      const { user, client, secret } = await enrolledBuyer();
      const wrongPassword = await client.post('/api/account/two-factor/disable', {
        password: 'nope-nope',
        code: code(secret),
      });
      expect(wrongPassword.status).toBe(400);
      expect(await wrongPassword.json()).toMatchObject({ errors: { password: expect.any(Array) } });
      const wrongCode = await client.post('/api/account/two-factor/disable', {
        password: FACTORY_PASSWORD,
        code: code(secret, 7),
      });
      expect(wrongCode.status).toBe(400);
      expect(await wrongCode.json()).toMatchObject({ errors: { code: expect.any(Array) } });

      const off = await client.post('/api/account/two-factor/disable', {
        password: FACTORY_PASSWORD,
        code: code(secret),
      });
      expect(off.status).toBe(204);
      const { res } = await signIn(user.email);
      expect(await res.json()).toMatchObject({ email: user.email, twoFactorEnabled: false });
      expect(
        (
          await client.post('/api/account/two-factor/disable', {
            password: FACTORY_PASSWORD,
            code: code(secret, 1),
          })
        ).status,
      ).toBe(409);
    });

    it('is refused to admins, who must keep it (403)', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const client = await challenged(admin.email);
      await client.post('/api/auth/login/two-factor', { code: code(FACTORY_TOTP_SECRET) });
      later(MINUTE);
      const res = await client.post('/api/account/two-factor/disable', {
        password: FACTORY_PASSWORD,
        code: code(FACTORY_TOTP_SECRET),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ reason: 'TWO_FACTOR_REQUIRED' });
    });

    it('makes a new set of recovery codes with the password; the old set stops working', async () => {
      const { user, client, recoveryCodes } = await enrolledBuyer();
      expect(
        (await client.post('/api/account/two-factor/recovery-codes', { password: 'nope-nope' })).status,
      ).toBe(400);
      const res = await client.post('/api/account/two-factor/recovery-codes', { password: FACTORY_PASSWORD });
      expect(res.status).toBe(200);
      const fresh = (await json<{ recoveryCodes: string[] }>(res)).recoveryCodes;
      expect(fresh).toHaveLength(10);
      const stale = await challenged(user.email);
      expect(
        (await stale.post('/api/auth/login/two-factor', { recoveryCode: recoveryCodes[0] })).status,
      ).toBe(401);
      expect((await stale.post('/api/auth/login/two-factor', { recoveryCode: fresh[0] })).status).toBe(200);
      const without = await signedInClient(t.app, (await createUser(t.db)).email);
      expect(
        (await without.post('/api/account/two-factor/recovery-codes', { password: FACTORY_PASSWORD })).status,
      ).toBe(409);
    });
  });

  describe('admins', () => {
    async function adminWithoutSecondFactor() {
      const admin = await createUser(t.db, { role: 'admin' });
      await t.db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, admin.id));
      return admin;
    }

    it('are refused every admin call over REST until they enrol', async () => {
      const admin = await adminWithoutSecondFactor();
      const client = await signedInClient(t.app, admin.email);
      const refused = await client.get('/api/admin/applications');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ reason: 'TWO_FACTOR_REQUIRED' });
      expect((await client.get('/api/admin/reports')).status).toBe(403);
      expect(await json(await client.get('/api/auth/user'))).toMatchObject({
        role: 'admin',
        hasSecondFactor: false,
      });

      const { secret } = await json<{ secret: string }>(await client.post('/api/account/two-factor/setup'));
      expect((await client.post('/api/account/two-factor/enable', { code: code(secret) })).status).toBe(200);
      expect((await client.get('/api/admin/applications')).status).toBe(200);
    });

    it('are refused every admin procedure over tRPC until they enrol', async () => {
      const admin = await adminWithoutSecondFactor();
      const rest = await signedInClient(t.app, admin.email);
      const { client } = createTrpcTestClient(t.app, { cookie: rest.cookie });
      await expect(client.admin.applications.query()).rejects.toMatchObject({
        data: { httpStatus: 403, reason: 'TWO_FACTOR_REQUIRED' },
      });
      const { secret } = await client.twoFactor.setup.mutate();
      await client.twoFactor.enable.mutate({ code: code(secret) });
      await expect(client.admin.applications.query()).resolves.toEqual([]);
    });
  });

  describe('over tRPC', () => {
    it('auth.login answers the same union and auth.loginTwoFactor finishes it', async () => {
      const { user, secret, recoveryCodes } = await enrolledBuyer();
      const { client, jar } = createTrpcTestClient(t.app);
      expect(await client.auth.login.mutate({ email: user.email, password: FACTORY_PASSWORD })).toEqual({
        twoFactorRequired: true,
      });
      expect(jar.cookie).toBe('');
      await expect(client.auth.loginTwoFactor.mutate({ code: code(secret, 4) })).rejects.toMatchObject({
        data: { httpStatus: 401 },
      });
      const signedIn = await client.auth.loginTwoFactor.mutate({ code: code(secret) });
      expect(signedIn).toMatchObject({ email: user.email });
      expect(jar.cookie).not.toBe('');

      await expect(
        client.twoFactor.disable.mutate({ password: FACTORY_PASSWORD, code: code(secret, 3) }),
      ).rejects.toMatchObject({ data: { httpStatus: 400 } });
      const renewed = await client.twoFactor.recoveryCodes.mutate({ password: FACTORY_PASSWORD });
      expect(renewed.recoveryCodes).toHaveLength(10);
      expect(renewed.recoveryCodes).not.toContain(recoveryCodes[0]);
      later(MINUTE);
      await expect(
        client.twoFactor.disable.mutate({ password: FACTORY_PASSWORD, code: code(secret) }),
      ).resolves.toBeNull();
    });
  });
});
