/// <reference lib="webworker" />
/**
 * BayCatch's service worker (docs/product/offline.md). It precaches the app shell the build
 * lists (index.html, scripts, styles, fonts, icons), so the app opens with no signal; answers
 * navigations from the network and falls back to the precached shell only when the network
 * fails; keeps listing photos in a small bounded cache and the QR decoder once a seller has loaded
 * it; sends a seller's offline check-ins by Background Sync; shows a buyer's phone alerts. It never caches /trpc or /api answers:
 * the buyer's orders are kept by the app itself (src/client/lib/offline-orders.ts). A new
 * version waits until the person taps "Update available - Reload" (SKIP_WAITING below).
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CHECKIN_SYNC_TAG, syncPendingCheckIns } from './lib/offline-checkin/device-store';
import { keepOnlyShareableAnswers } from './sw-cache-rules';
import { registerPushHandlers } from './sw-push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself: never the app shell, online or offline. */
const NOT_THE_APP = [
  /^\/api(\/|$)/,
  /^\/trpc(\/|$)/,
  /^\/healthz$/,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/uploads\//,
];

// Network first, so every page keeps its own head and status (a mistyped URL still answers 404);
// the precached shell only when there is no network, and the client router draws the screen.
// A navigation's answer is never stored: pages drawn for a signed-in person are private, no-store.
// The API never goes through this worker: Chromium's static routing sends it straight to the
// network without starting the worker (elsewhere the fetch handler lets it pass untouched).
self.addEventListener('install', (event) => {
  const routed = event as ExtendableEvent & {
    addRoutes?: (rules: { condition: { urlPattern: string }; source: 'network' }[]) => Promise<void>;
  };
  if (!routed.addRoutes) return;
  event.waitUntil(
    routed
      .addRoutes(
        ['/trpc/*', '/api/*'].map((urlPattern) => ({ condition: { urlPattern }, source: 'network' })),
      )
      .catch(() => undefined),
  );
});

// Navigation preload: the browser sends the page's request while the worker starts, so a
// navigation waits for no worker start-up.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve());
});

registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = await (event as FetchEvent | undefined)?.preloadResponse;
        return preloaded ?? (await fetch(request));
      } catch (error) {
        const shell = await matchPrecache('/index.html');
        if (shell) return shell;
        throw error;
      }
    },
    { denylist: NOT_THE_APP },
  ),
);

// Listing and seller photos: public, never changed under the same name; at most 80 kept for a week.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/uploads/photos/') || url.pathname.startsWith('/images/')),
  new CacheFirst({
    cacheName: 'baycatch-photos',
    plugins: [
      keepOnlyShareableAnswers,
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The QR decoder's WebAssembly (Safari and Firefox scan with it, docs/product/orders-and-pickup.md):
// 460 kB that only sellers need, so it is kept when /pickup-check first loads it, online, rather
// than precached for every visitor. Hashed names: a new build's decoder replaces the old entry.
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^\/assets\/zxing_reader-[\w-]+\.wasm$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'baycatch-decoder',
    plugins: [keepOnlyShareableAnswers, new ExpirationPlugin({ maxEntries: 2 })],
  }),
);

// Check-ins a seller made at the dock without signal go out once the phone has network again,
// even with BayCatch closed (Background Sync, where the browser has it); the pickup check's own
// 'online' handler and its start-up send cover the other browsers. A failure rejects, so the
// browser tries again later.
self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === CHECKIN_SYNC_TAG) sync.waitUntil(syncPendingCheckIns().then(() => undefined));
});

// "Your order is ready" on the lock screen: shows the push, and a tap opens the order.
registerPushHandlers(self);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
