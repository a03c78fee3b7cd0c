/**
 * Links in e-mails and the same-origin check come from one configured public origin (PUBLIC_URL,
 * else http://localhost:PORT), never from the request's Host, X-Forwarded-Host or Origin headers:
 * otherwise anyone could have a victim mailed a real reset link pointing at their own site.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/env';
import { authMessages } from '../../src/shared/messages/auth';
import { createUser } from '../helpers/factories';
import { mailsInOutbox } from '../helpers/outbox';
import { createClient, createTestApp } from '../helpers/test-app';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/** An app configured as a development server on port 4321 with no PUBLIC_URL. */
async function developmentApp() {
  const { publicUrl } = loadConfig({ NODE_ENV: 'development', PORT: '4321' });
  return createTestApp({ publicUrl, trustProxy: 1 });
}

describe('the public origin', () => {
  it('points a reset link at http://localhost:PORT whatever Host the request claims', async () => {
    const t = await developmentApp();
    const user = await createUser(t.db);
    const res = await createClient(t.app).post(
      '/api/auth/password-reset',
      { email: user.email },
      { headers: FORGED },
    );
    expect(res.status).toBe(202);
    const [mail] = await mailsInOutbox(t, { subject: authMessages.passwordResetEmailSubject });
    expect(mail?.text).toMatch(/http:\/\/localhost:4321\/reset-password\?token=[a-z2-7]{52}/);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('points the confirmation link at PUBLIC_URL whatever Host the sign-up came with', async () => {
    const t = await createTestApp({ publicUrl: 'https://baycatch.example', trustProxy: 1 });
    const res = await createClient(t.app).post(
      '/api/auth/register',
      { email: 'new@bay.test', password: 'salt-marsh-heron-at-dawn', firstName: 'Ada', lastName: 'Bay' },
      { headers: FORGED },
    );
    expect(res.status).toBe(201);
    const [mail] = await mailsInOutbox(t, { subject: authMessages.verifyEmailSubject });
    expect(mail?.text).toMatch(/https:\/\/baycatch\.example\/verify-email\?token=/);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('checks Origin against the configured origin, not against the Host header', async () => {
    const t = await developmentApp();
    const forged = await createClient(t.app).post('/api/auth/logout', undefined, {
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(forged.status).toBe(403);
    const viaProxy = await createClient(t.app).post('/api/auth/logout', undefined, {
      headers: { ...FORGED, origin: 'https://evil.example' },
    });
    expect(viaProxy.status).toBe(403);
    const ours = await createClient(t.app).post('/api/auth/logout', undefined, {
      headers: { host: 'evil.example', origin: 'http://localhost:4321' },
    });
    expect(ours.status).toBe(204);
  });
});
