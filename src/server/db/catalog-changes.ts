/**
 * What the catalog read cache needs to know of writes, finer than "something changed": a
 * checkout that takes stock from a listing that stays in stock changes that listing alone (its
 * quantity), not which listings match a filter, their order or the totals, so it should drop only
 * the answers that show that listing. Every other write to the catalog's tables (a new listing, a
 * price, a listing going off sale or selling out, a seller or account change) may change any
 * answer and drops them all. Each engine's client feeds a ledger from its own triggers
 * (sqlite-client.ts, postgres-changes.ts); decision 034.
 */

export interface CatalogChanges {
  /**
   * Changes whenever the set of listings an answer may hold could have: any catalog write but
   * stock moving on listings that stay in stock. An answer read under one value is stale under
   * another.
   */
  setVersion(): string;
  /** The stamp of the latest stock change heard; an answer read from now on is stamped with it. */
  stamp(): number;
  /** The stamp of this listing's latest stock change (0: none since the last set change). */
  stampOf(listingId: string): number;
}

/** The counters both engines keep: a set generation, and the stamp of each listing's stock change. */
export function createChangeLedger() {
  let generation = 0;
  let stamp = 0;
  const stamps = new Map<string, number>();
  return {
    /** Any answer may have changed. Earlier stamps no longer matter: every earlier answer is stale. */
    setChanged(): void {
      generation += 1;
      stamps.clear();
    },
    /** Only these listings' stock changed, and each is still in stock. */
    stockChanged(listingIds: Iterable<string>): void {
      stamp += 1;
      for (const id of listingIds) stamps.set(id, stamp);
    },
    generation: (): number => generation,
    stamp: (): number => stamp,
    stampOf: (listingId: string): number => stamps.get(listingId) ?? 0,
  };
}
export type ChangeLedger = ReturnType<typeof createChangeLedger>;
