import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { useEarlyTapReplay } from './lib/early-taps';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, type TrpcLink, trpc } from './lib/trpc';
import { createAppRouter } from './router';

/**
 * The query cache, tRPC client and router of one page: the browser's (calls over HTTP, the address
 * bar's history), or one request's on the server (calls in process, a memory history).
 */
export function createAppParts(link?: TrpcLink, serverHistory?: RouterHistory) {
  const queryClient = createQueryClient();
  const trpcClient = createTrpcClient(link);
  const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  let router: ReturnType<typeof createAppRouter> | undefined;
  return {
    queryClient,
    trpcClient,
    trpcUtils,
    /** Made when first asked for: a page answered from kept parts never needs one (decision 036). */
    get router() {
      router ??= createAppRouter(queryClient, trpcUtils, serverHistory);
      return router;
    },
  };
}
export type AppParts = ReturnType<typeof createAppParts>;

/** The same key on server and browser: the browser's emotion adopts the server's <style> elements. */
export const createEmotionCache = () => createCache({ key: 'css' });

/**
 * The providers around every screen, the same on the server (src/client/entry-server.tsx) and in
 * the browser (main.tsx), so the HTML the server sends is the tree the browser hydrates.
 */
export function App({
  parts: { router, queryClient, trpcClient },
  emotionCache,
  system,
}: {
  parts: AppParts;
  emotionCache: EmotionCache;
  system: SystemContext;
}) {
  // Effects run once the whole tree has been adopted: the page is live from here.
  useEarlyTapReplay();
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <CacheProvider value={emotionCache}>
            <ChakraProvider value={system}>
              <RouterProvider router={router} />
            </ChakraProvider>
          </CacheProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
