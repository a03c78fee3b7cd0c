import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { type TrpcClient, trpc } from './lib/trpc';

/**
 * The providers around every screen, the same on the server (src/client/entry-server.tsx) and in
 * the browser (main.tsx), so the HTML the server sends is the tree the browser hydrates.
 */
export function App({
  router,
  queryClient,
  trpcClient,
  emotionCache,
  system,
}: {
  router: AnyRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  emotionCache: EmotionCache;
  system: SystemContext;
}) {
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
