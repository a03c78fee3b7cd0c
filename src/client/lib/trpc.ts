import { httpBatchLink } from '@trpc/client';
import { type createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/root.router';

export const trpc = createTRPCReact<AppRouter>();
export type TrpcQueryUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}
