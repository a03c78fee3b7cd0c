/**
 * What each engine's client gives the rest of the data layer for an app database, looked up by
 * the database itself so repositories and services hold only their Db (client.ts).
 */
import type { CatalogChanges } from './catalog-changes';
import type { Db } from './db-type';

export interface DataLayer {
  /** Runs the work in one transaction (transaction.ts). */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** Inside a transaction, runs the work so that its writes alone are undone if it throws (transaction.ts). */
  savepoint<T>(work: () => Promise<T>): Promise<T>;
  /** Holds the named subjects until the open transaction ends (transaction.ts). */
  holdSubjects(subjects: readonly string[]): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Changes whenever a catalog table may have changed, in this process or any other on the
   * database; keys the catalog read cache (catalog-read-cache.ts).
   */
  changeVersion(): string;
  /** Finer than changeVersion, for the catalog read cache: which listings a write touched (catalog-changes.ts). */
  catalogChanges: CatalogChanges;
}

const layers = new WeakMap<Db, DataLayer>();

export function registerDataLayer(db: Db, layer: DataLayer): void {
  layers.set(db, layer);
}

export function dataLayerOf(db: Db): DataLayer {
  const layer = layers.get(db);
  if (!layer) throw new Error('This database was not opened by openDatabase');
  return layer;
}
