/** A password on the list of the 100,000 most common breached ones is refused at sign-up, reset and change. */
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../src/shared/messages/auth';
import { createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';

// From real breaches, though a strength estimator alone scores it as fair.
const BREACHED = '1qaz@WSX';

describe('breached passwords', () => {
  it('are refused at sign-up, REST and tRPC, creating nothing', async () => {
    const t = await createTestApp();
    const account = { email: 'leak@bay.test', password: BREACHED, firstName: 'Ada', lastName: 'Bay' };
    const res = await createClient(t.app).post('/api/auth/register', account);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ password: [authMessages.passwordBreached] });
    await expect(createTrpcTestClient(t.app).client.auth.register.mutate(account)).rejects.toMatchObject({
      data: { httpStatus: 400, fieldErrors: { password: [authMessages.passwordBreached] } },
    });
  });

  it('are refused as a new password in the account', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    const res = await client.post('/api/account/password', {
      currentPassword: FACTORY_PASSWORD,
      newPassword: BREACHED,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual({ newPassword: [authMessages.passwordBreached] });
  });

  it('are refused when choosing a password from a reset link, which stays usable', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    await createClient(t.app).post('/api/auth/password-reset', { email: user.email });
    const [mail] = await mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject });
    const token = /reset-password\?token=([a-z2-7]{52})/.exec(mail?.text ?? '')?.[1];
    const refused = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: BREACHED,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ password: [authMessages.passwordBreached] });
    const chosen = await createClient(t.app).post('/api/auth/password-reset/confirm', {
      token,
      password: 'salt-marsh-heron-at-dawn',
    });
    expect(chosen.status).toBe(200);
  });
});
