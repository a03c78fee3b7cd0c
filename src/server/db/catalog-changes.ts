/**
 * What the catalog read cache needs to know of writes, finer than "something changed": a
 * checkout that takes stock from a listing that stays in stock (and gives it its lot code, the
 * first time) changes what that listing shows, not which listings match a filter, their order or
 * the totals, so it should drop only the answers that show that listing. Every other write to the
 * catalog's tables (a new listing, a price, a listing going off sale or selling out, a seller or
 * account change) may change any answer and drops them all. Each engine's client feeds a ledger from its own triggers
 * (sqlite-client.ts, postgres-changes.ts); decision 034.
 */

export interface CatalogChanges {
  /**
   * Changes whenever the set of listings an answer may hold could have: any catalog write but a
   * listing-only one (LISTING_ONLY_COLUMNS). An answer read under one value is stale under another.
   */
  setVersion(): string;
  /** The stamp of the latest listing-only change heard; an answer read from now on is stamped with it. */
  stamp(): number;
  /** The stamp of this listing's latest listing-only change (0: none since the last set change). */
  stampOf(listingId: string): number;
}

/**
 * The catches columns a write may change and still change one listing alone: stock, as long as the
 * listing is in stock before and after (a sold-out listing leaves every answer), and what only its
 * own card and page show. No filter, order, count or visibility rule reads them
 * (features/catalog/catalog-query.ts). Any other column changes the set. PostgreSQL's trigger
 * names the same ones (migrations/postgres).
 */
export const LISTING_ONLY_COLUMNS = ['qty_available', 'updated_at', 'lot_code'] as const;

/** The counters both engines keep: a set generation, and the stamp of each listing's last listing-only change. */
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
    /** Only these listings changed, listing-only columns, and each is still in stock. */
    listingsChanged(listingIds: Iterable<string>): void {
      stamp += 1;
      for (const id of listingIds) stamps.set(id, stamp);
    },
    generation: (): number => generation,
    stamp: (): number => stamp,
    stampOf: (listingId: string): number => stamps.get(listingId) ?? 0,
  };
}
