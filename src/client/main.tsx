import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { system } from './theme/system';

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
const router = createAppRouter(queryClient, trpcUtils);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <ChakraProvider value={system}>
            <RouterProvider router={router} />
          </ChakraProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );

// The installable app (./lib/pwa-start) loads after the first paint; Chrome may offer the install
// before then. Started with no network, the saved orders go into the cache before the first screen.
let installPrompt: Event | undefined;
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  installPrompt = event;
});
const pwa = import.meta.env.PROD ? () => import('./lib/pwa-start') : undefined;
const startPwa = () => pwa?.().then((m) => m.startPwa(queryClient, trpcUtils, installPrompt));
if (navigator.onLine || !pwa) {
  render();
  addEventListener('load', () => setTimeout(startPwa, 1000));
} else {
  pwa()
    .then((m) => m.restoreOffline(queryClient))
    .catch(() => undefined)
    .then(render)
    .then(startPwa);
}
