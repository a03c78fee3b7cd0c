/**
 * What the app keeps on the device for working offline: the seller's saved list of pickups and the
 * check-ins waiting to be sent (src/client/features/orders/offline-checkin). It belongs to the
 * signed-in seller, so signing out deletes it. Kept tiny: the top bar imports it.
 */
export const OFFLINE_DB_NAME = 'baycatch-offline';

/** Deletes the device's offline data; settles within half a second whatever IndexedDB does. */
export function forgetOfflineData(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(OFFLINE_DB_NAME);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
    setTimeout(resolve, 500);
  });
}
