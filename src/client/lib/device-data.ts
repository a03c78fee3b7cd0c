/**
 * What the app keeps on the device, all of which belongs to the signed-in person: a buyer's open
 * orders with their passes (src/client/lib/offline-orders.ts, docs/product/offline.md), a seller's
 * saved list of pickups with the check-ins waiting to be sent (src/client/lib/offline-checkin),
 * order messages written without signal (src/client/lib/offline-messages), and the browser's
 * phone-alert subscription (src/client/lib/forget-push.ts). Signing out and
 * deleting the account erase them all. Kept tiny: the top bar imports it; the rest loads on use.
 */
export const OFFLINE_DB_NAME = 'baycatch-offline';
export const OUTBOX_DB_NAME = 'baycatch-outbox';

/** Deletes one of our databases; settles within half a second whatever IndexedDB does. */
function forgetDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
    setTimeout(resolve, 500);
  });
}

/** Erases everything this person left on the device; never rejects, so leaving always goes on. */
export function forgetDeviceData(): Promise<void> {
  const orders = import('./pwa-start').then((module) => module.forgetOfflineOrders());
  const push = import('./forget-push').then((module) => module.forgetPushSubscription());
  return Promise.allSettled([
    forgetDatabase(OFFLINE_DB_NAME),
    forgetDatabase(OUTBOX_DB_NAME),
    orders,
    push,
  ]).then(() => undefined);
}
