/** Security events are one structured line each, with identifiers only: never a password or token. */
import { describe, expect, it } from 'vitest';
import { createUser, FACTORY_PASSWORD } from '../helpers/factories';
import { createClient, createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { addToCart, sellerWithCatch, signedInBuyer } from './order-helpers';

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

  it('logs a rate-limit refusal (429) with the name of the limit that was spent', async () => {
    const t = await createTestApp({ rateLimits: true });
    const user = await createUser(t.db);
    const client = createClient(t.app);
    let status = 0;
    for (let attempt = 0; attempt < 8 && status !== 429; attempt++) {
      status = (await client.post('/api/auth/login', { email: user.email, password: 'wrong-password-xyz' }))
        .status;
    }
    expect(status).toBe(429);
    const line = t.logs.find((log) => log.fields?.security === 'rate_limited');
    expect(line?.fields).toMatchObject({ path: '/api/auth/login', limit: 'failedSignInsPerAccount' });
  });

  it('names a fair-use limit the same way, over tRPC too', async () => {
    const t = await createTestApp({ rateLimits: true });
    const seller = await sellerWithCatch(t, { qtyAvailable: 1000 });
    const buyer = await signedInBuyer(t);
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    let refused: unknown;
    for (let attempt = 0; attempt < 15 && !refused; attempt++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      await trpc.orders.place.mutate({ paymentMethod: 'card' }).catch((error: unknown) => {
        refused = error;
      });
    }
    expect(refused).toMatchObject({ data: { httpStatus: 429 } });
    const line = t.logs.find((log) => log.fields?.security === 'rate_limited');
    expect(line?.fields).toMatchObject({ limit: 'orderPlacement', userId: buyer.user.id });
  });
});
