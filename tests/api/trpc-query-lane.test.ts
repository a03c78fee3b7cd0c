/**
 * The short lane for batched GET queries (src/server/trpc/query-lane.ts) must answer exactly as
 * tRPC's fetch adapter would. Each request here goes to BayCatch and to a reference app that
 * serves the same router through the adapter alone; status and body must match.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono } from 'hono';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/app-env';
import { createTrpcContext } from '../../src/server/trpc/context';
import { appRouter } from '../../src/server/trpc/root.router';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sellerWithCatch } from './order-helpers';

function referenceApp(t: TestApp) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('requestId', 'reference');
    c.set('config', t.config);
    c.set('logger', { debug() {}, info() {}, warn() {}, error() {} });
    c.set('services', t.services);
    c.set('user', null);
    c.set('sessionId', null);
    await next();
  });
  app.use('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      router: appRouter,
      req: c.req.raw,
      createContext: () => createTrpcContext(c),
    }),
  );
  return app;
}

const batchUrl = (paths: string[], inputs?: unknown[]) => {
  const input = inputs
    ? `&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((value, index) => [index, superjson.serialize(value)]))))}`
    : '';
  return `/trpc/${paths.join(',')}?batch=1${input}`;
};

describe('tRPC short lane for batched queries', () => {
  it('answers like the fetch adapter, for successes, refusals and everything it hands over', async () => {
    const t = await createTestApp();
    const { listing } = await sellerWithCatch(t, { title: 'Jumbo males', qtyAvailable: 5 });
    const reference = referenceApp(t);

    const cases: [string, string][] = [
      ['a page', batchUrl(['catalog.list'], [{ species: 'Blue Crab', sort: 'newest', limit: 6, offset: 0 }])],
      [
        'a batch of three',
        batchUrl(
          ['catalog.featured', 'catalog.byId', 'catalog.mapSettings'],
          [undefined, { id: listing.id }],
        ),
      ],
      ['an invalid input', batchUrl(['catalog.list'], [{ minPrice: 'abc', limit: 6, offset: 0 }])],
      [
        'a listing that does not exist',
        batchUrl(['catalog.byId'], [{ id: '00000000-0000-4000-8000-000000000000' }]),
      ],
      ['a mixed batch', batchUrl(['catalog.featured', 'catalog.byId'], [undefined, { id: 'nope' }])],
      ['a signed-in query while signed out', batchUrl(['orders.mine'])],
      ['an unknown procedure', batchUrl(['catalog.nothing'])],
      ['a mutation over GET', batchUrl(['cart.add'], [{ catchId: listing.id, qty: 1 }])],
      ['input that is not JSON', '/trpc/catalog.list?batch=1&input=%7Bnot-json'],
      ['input that is an array', `/trpc/catalog.list?batch=1&input=${encodeURIComponent('[1]')}`],
      [
        'a call without batching',
        `/trpc/catalog.byId?input=${encodeURIComponent(JSON.stringify(superjson.serialize({ id: listing.id })))}`,
      ],
    ];
    for (const [label, url] of cases) {
      const [ours, theirs] = await Promise.all([t.app.request(url), reference.request(url)]);
      expect({ label, status: ours.status }).toEqual({ label, status: theirs.status });
      expect({ label, body: await ours.text() }).toEqual({ label, body: await theirs.text() });
      // The app adds the charset to every JSON answer (http/json-charset.ts); the bare adapter does not.
      expect(ours.headers.get('content-type')).toBe(`${theirs.headers.get('content-type')}; charset=utf-8`);
      expect(ours.headers.get('vary')).toBe(theirs.headers.get('vary'));
      // The security headers set before the handler travel on every answer.
      expect(ours.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses input and paths it cannot read with a 400, in the lane and in the adapter', async () => {
    const t = await createTestApp();
    const unreadable = encodeURIComponent(
      JSON.stringify({ json: { id: 'x' }, meta: { values: { id: ['bogus'] } } }),
    );
    const requests = [
      '/trpc/catalog.list%E0%A4%A?batch=1',
      `/trpc/catalog.byId?batch=1&input=${encodeURIComponent(`{"0":${decodeURIComponent(unreadable)}}`)}`,
      `/trpc/catalog.byId?input=${unreadable}`,
    ];
    for (const url of requests) {
      const res = await t.app.request(url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      // tRPC's own envelope, so the client's links decode the refusal like any other.
      const answer = await res.json();
      const body = superjson.deserialize<{ message: string; data: { code: string } }>(
        (Array.isArray(answer) ? answer[0] : answer).error,
      );
      expect(body.message).toMatch(/Malformed request (path|input)/);
      expect(body.data.code).toBe('BAD_REQUEST');
    }
    expect(t.logs.filter((log) => log.level === 'error')).toEqual([]);
  });

  const lanes = (t: TestApp) =>
    t.logs.filter((log) => log.message === 'trpc answered').map((log) => log.fields?.lane);

  it('takes the short lane for batched queries and the adapter for the rest', async () => {
    const t = await createTestApp();
    await t.app.request(batchUrl(['catalog.featured', 'catalog.mapSettings']));
    await t.app.request(batchUrl(['cart.add'], [{ catchId: 'x', qty: 1 }]));
    await t.app.request('/trpc/catalog.featured');
    // A refactor that stops the lane matching (a renamed procedure type, a changed batch format)
    // would still pass the parity test above, answered by the adapter; this catches it.
    expect(lanes(t)).toEqual(['query-lane', 'adapter', 'adapter']);
  });

  it('hands everything to the stock adapter when TRPC_QUERY_LANE is off, with the same answers', async () => {
    const withLane = await createTestApp();
    const without = await createTestApp({ trpcQueryLane: false });
    const url = batchUrl(['catalog.featured', 'catalog.mapSettings']);
    const [ours, stock] = await Promise.all([withLane.app.request(url), without.app.request(url)]);
    expect(ours.status).toBe(stock.status);
    expect(await ours.text()).toBe(await stock.text());
    expect(lanes(without)).toEqual(['adapter']);
  });
});
