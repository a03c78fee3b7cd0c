/**
 * Serves the tRPC router inside Hono. Batched GET queries take the short lane of query-lane.ts;
 * everything else goes through tRPC's fetch adapter. The adapter answers with a Response of its
 * own; handing that back to Hono would drop the headers already set on the context (security
 * headers, the session cookie, Retry-After), and merging them in makes Hono re-wrap the body as a
 * stream, so its short JSON body is read once and answered through the context instead. (BayCatch
 * has no subscriptions or streaming links, so every answer is a finished body; adding one means
 * passing its stream through here.)
 */

import type { AnyRouter } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context, MiddlewareHandler } from 'hono';
import { httpMessages } from '../../shared/messages/http';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../lib/app-error';
import { answerBatchedQueries } from './query-lane';

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new AppError('BAD_REQUEST', httpMessages.malformedPath);
  }
}

/** tRPC sets these on every JSON answer; the short lane sets the same. */
const TRPC_VARY = 'trpc-accept, accept';

export function trpcHandler<TRouter extends AnyRouter>(options: {
  endpoint: string;
  router: TRouter;
  createContext: (c: Context<AppEnv>) => TRouter['_def']['_config']['$types']['ctx'];
}): MiddlewareHandler<AppEnv> {
  const prefix = `${options.endpoint}/`;
  return async (c) => {
    const request = c.req.raw;
    const createContext = () => options.createContext(c);
    const url = new URL(request.url);
    const pathList = decodedPath(url.pathname.slice(prefix.length));
    const quick = await answerBatchedQueries(
      options.router,
      request,
      pathList,
      url.searchParams,
      createContext,
    );
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
    for (const [name, value] of res.headers) {
      if (name !== 'set-cookie') c.header(name, value);
    }
    return c.body(await res.text(), res.status as 200);
  };
}
