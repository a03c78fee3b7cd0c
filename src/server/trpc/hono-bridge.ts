/**
 * Serves the tRPC router inside Hono. Batched GET queries take the short lane of query-lane.ts
 * (unless `queryLane` is off: TRPC_QUERY_LANE=off falls back to the stock adapter for everything);
 * everything else goes through tRPC's fetch adapter. The adapter answers with a Response of its
 * own; handing that back to Hono would drop the headers already set on the context (security
 * headers, the session cookie, Retry-After), and merging them in makes Hono re-wrap the body as a
 * stream, so its short JSON body is read once and answered through the context instead. (BayCatch
 * has no subscriptions or streaming links, so every answer is a finished body; adding one means
 * passing its stream through here.) Decision record 008 says why, and what to check on upgrade.
 */

import { type AnyRouter, getTRPCErrorShape, TRPCError, transformTRPCResponse } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context, MiddlewareHandler } from 'hono';
import { httpMessages } from '../../shared/messages/http';
import { MAX_TRPC_BATCH_CALLS } from '../../shared/trpc-limits';
import type { AppEnv } from '../app-env';
import { answerBatchedQueries } from './query-lane';
import { type RouterContext, routerConfig } from './trpc-internals';

/** tRPC sets these on every JSON answer; the short lane sets the same. */
const TRPC_VARY = 'trpc-accept, accept';

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A request refused before any procedure runs (a path that is not valid percent-encoding, a batch
 * over the cap) is answered in tRPC's own error envelope (as the adapter refuses unreadable input),
 * so the client's links can decode it.
 */
function refusedRequestAnswer(router: AnyRouter, message: string) {
  const config = routerConfig(router);
  const error = new TRPCError({ code: 'BAD_REQUEST', message });
  const shape = getTRPCErrorShape({
    config,
    error,
    type: 'unknown',
    path: undefined,
    input: undefined,
    ctx: undefined,
  });
  return JSON.stringify(transformTRPCResponse(config, { error: shape }));
}

export function trpcHandler<TRouter extends AnyRouter>(options: {
  endpoint: string;
  router: TRouter;
  createContext: (c: Context<AppEnv>) => RouterContext<TRouter>;
  /** Answer batched GET queries on the short lane (query-lane.ts); false sends all to the adapter. */
  queryLane: boolean;
}): MiddlewareHandler<AppEnv> {
  const prefix = `${options.endpoint}/`;
  return async (c) => {
    const request = c.req.raw;
    const createContext = () => options.createContext(c);
    const url = new URL(request.url);
    const pathList = decodedPath(url.pathname.slice(prefix.length));
    if (pathList === undefined) {
      c.header('Content-Type', 'application/json');
      return c.body(refusedRequestAnswer(options.router, httpMessages.malformedPath), 400);
    }
    // One request may run at most MAX_TRPC_BATCH_CALLS procedures, on either lane and by GET or
    // POST: a larger batch is refused whole, before anything runs (one request must not be able to
    // run hundreds of exports).
    if (url.searchParams.get('batch') === '1' && pathList.split(',').length > MAX_TRPC_BATCH_CALLS) {
      c.header('Content-Type', 'application/json');
      return c.body(
        refusedRequestAnswer(options.router, httpMessages.batchTooLarge(MAX_TRPC_BATCH_CALLS)),
        400,
      );
    }
    const quick = options.queryLane
      ? await answerBatchedQueries(options.router, request, pathList, url.searchParams, createContext)
      : undefined;
    // Which lane answered, at debug level: tests/api/trpc-query-lane.test.ts reads it to catch a
    // lane that silently stopped taking the requests it was built for.
    c.get('logger').debug('trpc answered', { lane: quick ? 'query-lane' : 'adapter', path: pathList });
    if (quick) {
      c.header('Vary', TRPC_VARY);
      c.header('Content-Type', 'application/json');
      return c.body(quick.body, quick.status as 200);
    }
    const res = await fetchRequestHandler({
      endpoint: options.endpoint,
      router: options.router,
      req: request,
      createContext,
    });
    // Procedures set cookies on the Hono context (features/auth/session-cookie.ts), never on tRPC's
    // response headers, so the adapter's Response has no Set-Cookie of ours; skipping the name keeps
    // c.header() from replacing the session cookie the context already carries.
    for (const [name, value] of res.headers) {
      if (name !== 'set-cookie') c.header(name, value);
    }
    return c.body(await res.text(), res.status as 200);
  };
}
