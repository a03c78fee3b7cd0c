import { QueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import {
  dehydrateReads,
  keepFailedReads,
  restoreQueries,
  serializeQueries,
  serializeState,
  stateWithSharedReads,
} from '../../src/client/lib/ssr-state';

const notFound = () =>
  TRPCClientError.from({
    error: { message: 'Catch not found', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } },
  });

describe('the query cache a server-rendered page carries', () => {
  it('carries answers and failed reads, and the browser gets the same tRPC error back', async () => {
    const server = new QueryClient();
    server.setQueryData(['catalog.list'], { items: [{ id: 'a', title: 'Live </script> crabs' }] });
    await server.prefetchQuery({ queryKey: ['catalog.byId'], queryFn: () => Promise.reject(notFound()) });
    // A read still in flight is not sent: the browser asks for it itself.
    void server.prefetchQuery({ queryKey: ['never.answered'], queryFn: () => new Promise(() => {}) });

    const json = serializeQueries(server);
    // Safe inside a <script> element: nothing in it can close the element.
    expect(json).not.toContain('</script>');

    const browser = new QueryClient();
    restoreQueries(browser, json);
    expect(browser.getQueryData(['catalog.list'])).toEqual({
      items: [{ id: 'a', title: 'Live </script> crabs' }],
    });
    const failed = browser.getQueryState(['catalog.byId']);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(TRPCClientError);
    expect((failed?.error as TRPCClientError<never> | undefined)?.data).toMatchObject({
      code: 'NOT_FOUND',
      httpStatus: 404,
    });
    expect(browser.getQueryState(['never.answered'])).toBeUndefined();
  });

  it('keeps a failed read failed when its screen mounts, and only that one', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['catalog.byId'], queryFn: () => Promise.reject(notFound()) });
    client.setQueryData(['catalog.list'], []);
    keepFailedReads(client);
    expect(client.getQueryDefaults(['catalog.byId']).retryOnMount).toBe(false);
    expect(client.getQueryDefaults(['catalog.list']).retryOnMount).toBeUndefined();
  });

  it('serialises reads shared by many visitors once, to exactly the text of the whole state', async () => {
    const shared = new QueryClient();
    shared.setQueryData(['catalog.list'], { items: [{ id: 'a', title: 'Live </script> crabs' }] });
    const sharedReads = dehydrateReads(shared).queries;
    const stateOf = stateWithSharedReads(sharedReads);

    const visitor = new QueryClient();
    visitor.setQueryData(['auth.me'], { firstName: 'Robin', email: 'robin@bay.test' });
    visitor.setQueryData(['cart.list'], [{ qty: 1, title: '<b>Oysters</b>' }]);
    const own = dehydrateReads(visitor).queries;
    expect(stateOf(own)).toBe(serializeState({ mutations: [], queries: [...sharedReads, ...own] }));
    expect(stateOf([])).toBe(serializeState({ mutations: [], queries: sharedReads }));
    expect(stateOf(own)).not.toContain('</');

    // A read that needs superjson's type notes (a date, a failure) makes the state whole again.
    await visitor.prefetchQuery({ queryKey: ['catalog.byId'], queryFn: () => Promise.reject(notFound()) });
    visitor.setQueryData(['orders.next'], { at: new Date('2026-11-29T12:00:00Z') });
    const noted = dehydrateReads(visitor).queries;
    const whole = serializeState({ mutations: [], queries: [...sharedReads, ...noted] });
    expect(stateOf(noted)).toBe(whole);
    const browser = new QueryClient();
    restoreQueries(browser, stateOf(noted));
    expect(browser.getQueryData<{ at: Date }>(['orders.next'])?.at).toBeInstanceOf(Date);
    expect(browser.getQueryData(['catalog.list'])).toEqual({
      items: [{ id: 'a', title: 'Live </script> crabs' }],
    });
  });
});
