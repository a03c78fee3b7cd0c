/**
 * Everything the installable app adds, loaded after the first paint (src/client/main.tsx) so the
 * first visit carries none of it (docs/product/offline.md): the buyer's orders kept on the
 * device and put back into the query cache when the app starts with no network, a refresh of
 * them when the network returns, the service worker's registration with its update prompt, and
 * the install offer on phones.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { type InstallOffer, PwaPrompts, type PwaState, pwaStore } from '../components/pwa-prompts';
import { appSystem } from '../theme/system';
import {
  indexedDbStorage,
  keepOrdersOffline,
  keptQueryOf,
  restoreSnapshot,
  type SnapshotStorage,
} from './offline-orders';
import type { TrpcQueryUtils } from './trpc';

let storage: SnapshotStorage | undefined;
const storageOf = () => {
  storage ??= indexedDbStorage();
  return storage;
};

/**
 * Started without network: the saved user and orders go into the cache before the first screen
 * reads them. They count as fresh, so nothing asks the server for them until the network returns;
 * whatever else a screen reads fails at once, as it did before (no route waits forever).
 */
export async function restoreOffline(queryClient: QueryClient): Promise<void> {
  const snapshot = await storageOf().read();
  if (snapshot) restoreSnapshot(queryClient, snapshot, Date.now());
}

/** Sign-out and account deletion: nothing of this person stays on the device. */
export function forgetOfflineOrders(): Promise<void> {
  return storageOf().clear();
}

function isPhone(): boolean {
  return matchMedia('(pointer: coarse) and (max-width: 767px)').matches;
}

function isStandalone(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad browsers have no install prompt; Share → Add to Home Screen does it. */
function isIos(): boolean {
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function offerInstall(set: (next: Partial<PwaState>) => void, early: Event | undefined) {
  if (!isPhone() || isStandalone()) return;
  const offer = (event: BeforeInstallPromptEvent): InstallOffer => ({
    kind: 'prompt',
    install: async () => {
      set({ install: null });
      await event.prompt();
    },
  });
  if (early) set({ install: offer(early as BeforeInstallPromptEvent) });
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    set({ install: offer(event as BeforeInstallPromptEvent) });
  });
  addEventListener('appinstalled', () => set({ install: null }));
  if (isIos()) set({ install: { kind: 'ios-hint' } });
}

/** A new worker waits; the person's Reload lets it take over, and the page reloads once it has. */
function registerWorker(set: (next: Partial<PwaState>) => void) {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    set({
      update: () => {
        let reloaded = false;
        navigator.serviceWorker.addEventListener('controllerchange', () => {
          if (reloaded) return;
          reloaded = true;
          window.location.reload();
        });
        workbox.messageSkipWaiting();
      },
    });
  });
  // A registration that fails (the signal dropped while the page was loading) is tried again on
  // the next page load; the page itself works without the worker, so nobody needs telling.
  workbox.register().catch(() => undefined);
}

/** The prompts get a root of their own, and only once there is something to show. */
function mountPromptsWhenNeeded() {
  const stop = pwaStore.subscribe(() => {
    const { update, install } = pwaStore.get();
    if (!update && !install) return;
    stop();
    const host = document.createElement('div');
    host.id = 'pwa-prompts';
    document.body.append(host);
    createRoot(host).render(
      <ChakraProvider value={appSystem()}>
        <PwaPrompts />
      </ChakraProvider>,
    );
  });
}

/** After the first paint: keep the orders, refresh them on reconnect, register the worker, offer install. */
export function startPwa(queryClient: QueryClient, trpc: TrpcQueryUtils, earlyInstallPrompt?: Event): void {
  const offline = storageOf();
  keepOrdersOffline(queryClient, offline);
  // The signal returns: the kept screens on show refresh themselves.
  addEventListener('online', () => {
    void queryClient.invalidateQueries({ predicate: (query) => keptQueryOf(query.queryKey) !== null });
  });
  // Online with orders kept: bring them all up to date, so the passes are current at the dock.
  if (navigator.onLine) {
    void offline
      .read()
      .then((snapshot) => {
        if (snapshot?.orders.length) return trpc.orders.mine.prefetch();
      })
      .catch(() => undefined);
  }
  mountPromptsWhenNeeded();
  // The worker's first install downloads the whole app shell: on a slow phone connection that
  // would compete with the first visit's photos, so it waits until the page has been quiet a while.
  const register = () => registerWorker(pwaStore.set);
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else register();
  }, 4000);
  offerInstall(pwaStore.set, earlyInstallPrompt);
  // For the browser tests: everything above has run.
  document.documentElement.dataset.pwa = 'started';
}
