import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  addEventListener('online', listener);
  addEventListener('offline', listener);
  return () => {
    removeEventListener('online', listener);
    removeEventListener('offline', listener);
  };
}
const isOnline = () => navigator.onLine;
// The server renders the page online; the browser corrects it right after hydration if not.
const onlineOnServer = () => true;

/** True while the browser says it has no network (docs/product/offline.md). */
export function useIsOffline(): boolean {
  return !useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}
