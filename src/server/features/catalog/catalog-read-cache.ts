/**
 * Remembers recent catalog answers until a write changes them (decision 034). Each answer is kept
 * with what it was read under: the set version (catalog-changes.ts: any catalog write but stock
 * moving on listings that stay in stock), the stamp of the latest stock change heard, and the
 * listings it shows. It is served while the set version is the same and none of its listings'
 * stock has changed since it was read; so a checkout drops the pages that show the listing it
 * sold from and the listing's own answer, and leaves the rest. Nothing stale survives a write:
 * a change heard after a read began makes that read's answer stale, even if it already saw the
 * change. Between writes, the many buyers browsing the same first pages share one query. Expiry
 * moves with time, not writes, so keys also carry the clock to the ten seconds.
 */
import type { CatalogChanges } from '../../db/catalog-changes';
import { deepFreeze } from '../../lib/frozen-json';

const TIME_BUCKET_MS = 10_000;
const MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  setVersion: string;
  stamp: number;
  listingIds: readonly string[];
}

export function createCatalogReadCache(changes: CatalogChanges) {
  const entries = new Map<string, Entry>();
  /**
   * Answers being read now: callers asking for the same answer meanwhile wait for that read
   * instead of starting their own, so a burst of buyers just after a write makes one query, not
   * one each (which on PostgreSQL would queue for the pool's connections).
   */
  const reading = new Map<string, Promise<unknown>>();
  const fresh = (entry: Entry) =>
    entry.setVersion === changes.setVersion() &&
    entry.listingIds.every((id) => changes.stampOf(id) <= entry.stamp);

  return {
    /**
     * The answer under `key`, read by `compute` unless a fresh one is kept. `listingIdsOf` names the
     * listings an answer shows; a key whose answers depend on more than the catalog's tables (a
     * seller's bookings) must carry a version of that itself.
     */
    async read<T>(
      key: string,
      now: Date,
      compute: () => Promise<T>,
      listingIdsOf: (value: T) => readonly string[],
    ): Promise<T> {
      const timedKey = `${Math.floor(now.getTime() / TIME_BUCKET_MS)}|${key}`;
      const kept = entries.get(timedKey);
      if (kept && fresh(kept)) {
        // Refresh its place, so the least recently used entry is the one evicted.
        entries.delete(timedKey);
        entries.set(timedKey, kept);
        return kept.value as T;
      }
      const setVersion = changes.setVersion();
      const stamp = changes.stamp();
      const readKey = `${setVersion}|${stamp}|${timedKey}`;
      const pending = reading.get(readKey);
      if (pending) return pending as Promise<T>;
      // Shared by every caller until it is evicted, so nobody may change it.
      const read = compute().then(deepFreeze);
      reading.set(readKey, read);
      try {
        const value = await read;
        const entry = { value, setVersion, stamp, listingIds: listingIdsOf(value) };
        // Read while this process's own write was still unheard (PostgreSQL), or already stale: not kept.
        if (setVersion === changes.setVersion() && fresh(entry)) {
          entries.delete(timedKey);
          entries.set(timedKey, entry);
          if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        }
        return value;
      } finally {
        reading.delete(readKey);
      }
    },
  };
}
