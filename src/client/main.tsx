import { startTransition } from 'react';
import { App, createAppParts, createEmotionCache } from './app-providers';
import { createRoot, hydrateRoot } from './boot/react';
import { restoreQueries, SSR_STATE_ID } from './lib/ssr-state';
import { appSystem } from './theme/system';

const parts = createAppParts();
const { queryClient, trpcUtils, router } = parts;
const emotionCache = createEmotionCache();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = () => <App parts={parts} emotionCache={emotionCache} system={appSystem()} />;

/**
 * Ends the current task. Loading the scripts, building the theme, settling the router and adopting
 * the page each run as a task of their own, so a phone never has one long task to wait out.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page the server rendered carries the data it was drawn from: the router settles on it (its
 * loaders find every read cached, and the screen's code arrives) before React adopts the HTML.
 * The shell the service worker serves offline has no such data and is drawn from scratch.
 */
async function render() {
  const state = document.getElementById(SSR_STATE_ID);
  if (!state?.textContent) {
    createRoot(root as HTMLElement).render(app());
    return;
  }
  await nextTask();
  appSystem();
  await nextTask();
  restoreQueries(queryClient, state.textContent);
  // What TanStack's own hydrate() sets: the router then draws the tree the server drew, without
  // the Suspense wrappers it adds when it is alone in the browser.
  router.ssr = { manifest: undefined };
  await router.load();
  await nextTask();
  // As a transition, React adopts the page in small slices between which the phone stays free
  // for taps and scrolling, instead of one long task.
  startTransition(() => {
    hydrateRoot(root as HTMLElement, app());
  });
}

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
