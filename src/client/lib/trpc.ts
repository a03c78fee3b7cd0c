import { httpBatchLink, type TRPCLink } from '@trpc/client';
import { type createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.router';
import { MAX_TRPC_BATCH_CALLS } from '../../shared/trpc-limits';

export const trpc = createTRPCReact<AppRouter>();
export type TrpcQueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
export type TrpcLink = TRPCLink<AppRouter>;

/**
 * In the browser the calls go to /trpc; the server renders pages through a link that calls the
 * procedures in process with the visitor's session (src/server/http/server-render.ts).
 */
export function createTrpcClient(
  link: TrpcLink = httpBatchLink({
    url: '/trpc',
    transformer: superjson,
    // The server refuses a larger batch whole.
    maxItems: MAX_TRPC_BATCH_CALLS,
    fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
  }),
) {
  return trpc.createClient({ links: [link] });
}
