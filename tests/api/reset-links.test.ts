/**
 * A reset link dies with any other change of the account's keys: a password change, a move to
 * another address, "sign out everywhere else", a successful reset; and a new link replaces the
 * older ones, so only the newest works. A request answers alike, and in the same time, for any address.
 */
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/tables';
import { createPasswordResetRepo } from '../../src/server/features/auth/password-reset.repo';
import { createPasswordResetService } from '../../src/server/features/auth/password-reset.service';
import { authMessages } from '../../src/shared/messages/auth';
import { createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';

const NEW_PASSWORD = 'salt-marsh-heron-at-dawn';
const INVALID = { message: 'This reset link is invalid or has expired.' };

async function requestLink(t: TestApp, email: string, count: number): Promise<string> {
  expect((await createClient(t.app).post('/api/auth/password-reset', { email })).status).toBe(202);
  const mails = await mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject, to: email, count });
  const token = /reset-password\?token=([a-z2-7]{52})/.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

const useLink = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  createClient(t.app).post('/api/auth/password-reset/confirm', { token, password });

async function account() {
  const t = await createTestApp();
  const user = await createUser(t.db);
  return { t, user, client: await signedInClient(t.app, user.email) };
}

describe('outstanding reset links', () => {
  it('only the newest works: a new request replaces the older links', async () => {
    const { t, user } = await account();
    const first = await requestLink(t, user.email, 1);
    const second = await requestLink(t, user.email, 2);
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(1);
    const old = await useLink(t, first);
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual(INVALID);
    expect((await useLink(t, second)).status).toBe(200);
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(0);
  });

  it('are spent by a password change in the account', async () => {
    const { t, user, client } = await account();
    const token = await requestLink(t, user.email, 1);
    const changed = await client.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(204);
    const res = await useLink(t, token, 'another-tide-another-heron');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID);
  });

  it('are spent by "sign out everywhere else"', async () => {
    const { t, user, client } = await account();
    const token = await requestLink(t, user.email, 1);
    expect((await client.post('/api/account/sessions/revoke-others')).status).toBe(200);
    expect((await useLink(t, token)).status).toBe(400);
  });

  it('are spent once the account moves to another address', async () => {
    const { t, user, client } = await account();
    const token = await requestLink(t, user.email, 1);
    const asked = await client.post('/api/account/email', {
      email: 'moved@bay.test',
      password: FACTORY_PASSWORD,
    });
    expect(asked.status).toBe(202);
    const [confirmation] = await mailsInOutbox(t, {
      subject: authMessages.verifyEmailSubject,
      to: 'moved@bay.test',
    });
    const verifyToken = /verify-email\?token=([a-z2-7]{52})/.exec(confirmation?.text ?? '')?.[1];
    expect((await createClient(t.app).post('/api/auth/verify-email', { token: verifyToken })).status).toBe(
      200,
    );
    expect((await useLink(t, token)).status).toBe(400);
  });

  it('stay valid when nothing changed (the rules above are what spend them)', async () => {
    const { t, user } = await account();
    const token = await requestLink(t, user.email, 1);
    expect((await useLink(t, token)).status).toBe(200);
  });
});

describe('asking for a reset link', () => {
  it('answers before looking the address up, so known and unknown addresses take as long', async () => {
    const t = await createTestApp();
    // A lookup that never finishes: the answer must not wait for it, nor for the token or the mail.
    const lookups: string[] = [];
    const service = createPasswordResetService({
      repo: createPasswordResetRepo(t.db),
      users: {
        findUserByEmail: (email: string) => {
          lookups.push(email);
          return new Promise(() => {});
        },
        findUserById: () => Promise.resolve(undefined),
        updatePasswordHash: () => Promise.resolve(),
        markEmailVerified: () => Promise.resolve(),
        deleteSessionsOfUser: () => Promise.resolve(),
      } as unknown as Parameters<typeof createPasswordResetService>[0]['users'],
      auth: { signInUnlessCodeDue: () => Promise.resolve(null) },
      mailer: t.services.mailer,
      rateLimits: t.services.rateLimits,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    });
    const answered = await Promise.race([
      service
        .request({ email: 'someone@bay.test' }, '203.0.113.7', t.config.publicUrl)
        .then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('waited on the lookup'), 1000)),
    ]);
    expect(answered).toBe('answered');
    expect(lookups).toEqual(['someone@bay.test']);
  });

  it('answers a known and an unknown address with the same status, body and cookies', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const known = await createClient(t.app).post('/api/auth/password-reset', { email: user.email });
    const unknown = await createClient(t.app).post('/api/auth/password-reset', { email: 'nobody@bay.test' });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(known.headers.getSetCookie()).toEqual(unknown.headers.getSetCookie());
    await mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject, to: user.email });
  });
});
