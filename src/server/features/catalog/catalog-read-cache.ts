/**
 * Remembers recent catalog answers until the database changes. The key carries the database's
 * change counters (this connection's total_changes and SQLite's data_version for other
 * connections), so any write anywhere — a sale, a restock, a new listing — makes every cached
 * answer miss; nothing stale survives a write. Between writes, the many buyers browsing the same
 * first pages share one query. Expiry moves with time, not writes, so keys also carry the clock
 * to the ten seconds.
 */
import { deepFreeze } from '../../lib/frozen-json';

const TIME_BUCKET_MS = 10_000;
const MAX_ENTRIES = 500;

export function createCatalogReadCache(version: () => string) {
  const entries = new Map<string, unknown>();
  /**
   * Answers being read now: callers asking for the same answer meanwhile wait for that read
   * instead of starting their own, so a burst of buyers just after a write makes one query, not
   * one each (which on PostgreSQL would queue for the pool's connections).
   */
  const reading = new Map<string, Promise<unknown>>();
  return {
    async read<T>(key: string, now: Date, compute: () => Promise<T>): Promise<T> {
      const fullKey = `${version()}|${Math.floor(now.getTime() / TIME_BUCKET_MS)}|${key}`;
      if (entries.has(fullKey)) {
        const value = entries.get(fullKey) as T;
        // Refresh its place, so the least recently used entry is the one evicted.
        entries.delete(fullKey);
        entries.set(fullKey, value);
        return value;
      }
      const pending = reading.get(fullKey);
      if (pending) return pending as Promise<T>;
      // Shared by every caller until it is evicted, so nobody may change it.
      const read = compute().then(deepFreeze);
      reading.set(fullKey, read);
      try {
        const value = await read;
        entries.set(fullKey, value);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        return value;
      } finally {
        reading.delete(fullKey);
      }
    },
  };
}
