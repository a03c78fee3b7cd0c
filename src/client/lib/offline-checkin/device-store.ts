/**
 * The offline check-in's store on the device, in the database the sign-out deletes
 * (src/client/lib/device-data.ts), and the sync that sends what waits in it.
 */
import type { CheckInSyncDto } from '../../../shared/pickup-checkin.schema';
import { OFFLINE_DB_NAME } from '../device-data';
import { deviceKeyValue } from '../device-key-value';
import { currentSeller, drainQueue, type KeyValue } from './queue';

const checkins = deviceKeyValue(OFFLINE_DB_NAME, 'checkin');

export function deviceStore(): KeyValue {
  return checkins;
}

const SYNC_PATH = '/api/crabber/orders/pickup-check/sync';

/** POSTs check-ins to the REST sync with the session cookie; plain fetch, so a service worker can too. */
export async function postCheckIns(checkIns: unknown[]): Promise<CheckInSyncDto> {
  const res = await fetch(SYNC_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ checkIns }),
  });
  if (!res.ok) throw new Error(`Sending check-ins failed: ${res.status}`);
  return (await res.json()) as CheckInSyncDto;
}

/**
 * Sends the check-ins waiting on this device, for whoever is signed in on it. The screen calls it
 * on the `online` event and when it opens; a service worker's Background Sync handler can call it
 * as it is (`event.waitUntil(syncPendingCheckIns())` on the 'baycatch-checkins' tag): it needs no
 * window, only IndexedDB and fetch (without an argument it sends the queue of the seller whose
 * data the device holds). Rejects when the network or the server fails, so Background
 * Sync retries; resolves with null when there was nothing to send.
 */
export async function syncPendingCheckIns(expectedSeller?: string) {
  const kv = deviceStore();
  const sellerId = await currentSeller(kv);
  // The screen names the seller signed in: another's queue is not theirs to send.
  if (!sellerId || (expectedSeller !== undefined && expectedSeller !== sellerId)) return null;
  return drainQueue(kv, sellerId, postCheckIns);
}

/** The tag a service worker's Background Sync registration uses for the check-ins. */
export const CHECKIN_SYNC_TAG = 'baycatch-checkins';

/** Asks the browser for a Background Sync when a service worker with SyncManager is there; else nothing. */
export async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration?.().catch(() => undefined);
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(CHECKIN_SYNC_TAG).catch(() => undefined);
}
