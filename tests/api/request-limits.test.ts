/**
 * One request runs at most 10 tRPC procedures (a batch above is refused whole, on the short query
 * lane, through the adapter, by GET and by POST), and "download my data" is limited to 3 an hour.
 */
import { describe, expect, it } from 'vitest';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import { MAX_TRPC_BATCH_CALLS } from '../../src/shared/trpc-limits';
import { createUser, signedInClient } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';

const TOO_MANY = 'Too many calls in one request: send at most 10 at a time.';

const batchPath = (procedure: string, count: number) =>
  `/trpc/${Array.from({ length: count }, () => procedure).join(',')}?batch=1`;

describe('a batched tRPC request', () => {
  for (const queryLane of [true, false]) {
    it(`runs up to ${MAX_TRPC_BATCH_CALLS} calls and refuses more with one 400, running none (query lane ${queryLane ? 'on' : 'off'})`, async () => {
      const t = await createTestApp({ rateLimits: true, trpcQueryLane: queryLane });
      const user = await createUser(t.db);
      const client = await signedInClient(t.app, user.email);

      const refused = await client.get(batchPath('account.export', 300));
      expect(refused.status).toBe(400);
      const body = await refused.json();
      expect(body.error.json.message).toBe(TOO_MANY);
      expect(body.error.json.data.httpStatus).toBe(400);

      // Nothing of the refused batch ran: the account still has all of its 3 exports this hour.
      const { points } = rateLimitPolicies.accountExport.perAccount;
      const allowed = await client.get(batchPath('account.export', points));
      expect(allowed.status).toBe(200);
      expect(await allowed.json()).toHaveLength(points);

      const ten = await client.get(batchPath('account.get', MAX_TRPC_BATCH_CALLS));
      expect(ten.status).toBe(200);
      expect(await ten.json()).toHaveLength(MAX_TRPC_BATCH_CALLS);
      expect((await client.get(batchPath('account.get', MAX_TRPC_BATCH_CALLS + 1))).status).toBe(400);
    });
  }

  it('refuses a POST batch of more than 10 mutations before any of them runs', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    const refused = await client.post(batchPath('auth.logout', MAX_TRPC_BATCH_CALLS + 1), {
      ...Object.fromEntries(Array.from({ length: MAX_TRPC_BATCH_CALLS + 1 }, (_, i) => [i, {}])),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.json.message).toBe(TOO_MANY);
    // Still signed in: no logout ran.
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });
});

describe('downloading the account data', () => {
  it('is limited to 3 an hour per account, REST and tRPC counting together', async () => {
    const t = await createTestApp({ rateLimits: true });
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    expect((await client.get('/api/account/export')).status).toBe(200);
    expect((await client.get('/api/account/export')).status).toBe(200);
    const trpc = createTrpcTestClient(t.app, { cookie: client.cookie });
    await trpc.client.account.export.query();
    const fourth = await client.get('/api/account/export');
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await fourth.json()).message).toBe(
      'You can download your data 3 times an hour. Please try again later.',
    );
    await expect(trpc.client.account.export.query()).rejects.toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS' },
    });
  });
});
