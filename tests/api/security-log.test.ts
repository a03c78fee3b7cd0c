/** Security events are one structured line each, with identifiers only: never a password or token. */
import { describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, createTestApp } from '../helpers/test-app';
import { signedInBuyer } from './order-helpers';

describe('security log lines', () => {
  it('logs a failed sign-in with the account and address, never the password tried', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const res = await createClient(t.app).post('/api/auth/login', {
      email: user.email,
      password: 'wrong-password-xyz',
    });
    expect(res.status).toBe(401);
    const line = t.logs.find((log) => log.fields?.security === 'sign_in_failed');
    expect(line?.fields).toMatchObject({ email: user.email, address: '203.0.113.7' });
    expect(JSON.stringify(t.logs)).not.toContain('wrong-password-xyz');
    expect(JSON.stringify(t.logs)).not.toContain(FACTORY_PASSWORD);
  });

  it('logs a refused authorisation (403) with who, what and where, without the session cookie', async () => {
    const t = await createTestApp();
    const buyer = await signedInBuyer(t);
    const res = await buyer.client.get('/api/admin/applications');
    expect(res.status).toBe(403);
    const line = t.logs.find((log) => log.fields?.security === 'forbidden');
    expect(line?.fields).toMatchObject({
      method: 'GET',
      path: '/api/admin/applications',
      userId: buyer.user.id,
    });
    const token = buyer.client.cookie.split('=')[1]!;
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });
});
