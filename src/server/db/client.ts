/**
 * Opens the app's database on the engine its location names (decision 014): a `postgres://` URL
 * is PostgreSQL (postgres-client.ts), anything else a SQLite file (sqlite-client.ts).
 */
import type { CatalogChanges } from './catalog-changes';
import { dataLayerOf } from './data-layer';
import type { Db } from './db-type';
import { engine, isPostgresUrl } from './engine';
import { openPostgres, type PostgresHandle } from './postgres-client';
import { openSqlite, type SqliteHandle } from './sqlite-client';

export type { Db } from './db-type';

export type DatabaseHandle = SqliteHandle | (PostgresHandle & { direct?: undefined; sqlite?: undefined });

export interface OpenOptions {
  /** PostgreSQL replicas for reads that may be slightly stale (DATABASE_REPLICA_URLS). */
  replicaUrls?: readonly string[];
  /** Connections each PostgreSQL pool may open (10 unless said). */
  poolSize?: number;
}

/**
 * `location` is a SQLite path (`:memory:` too) or a PostgreSQL URL. The engine's tables are
 * chosen when the data layer loads (engine.ts), so the location must name that engine.
 */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const wanted = isPostgresUrl(location) ? 'postgres' : 'sqlite';
  if (wanted !== engine)
    throw new Error(
      `this process loaded the ${engine} data layer; set DATABASE_URL to the database before it starts`,
    );
  return wanted === 'postgres' ? openPostgres(location, options) : openSqlite(location);
}

/** Resolves when the database answers; throws when it cannot. */
export const pingDatabase = (db: Db): Promise<void> => dataLayerOf(db).ping();

/** Changes whenever a catalog table may have changed; keys the catalog read cache. */
export const catalogChangeVersion = (db: Db): string => dataLayerOf(db).changeVersion();

/** Which catalog answers a write may have changed, listing by listing (catalog-changes.ts). */
export const catalogChangesOf = (db: Db): CatalogChanges => dataLayerOf(db).catalogChanges;

export { engine };
