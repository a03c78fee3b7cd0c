/**
 * The SQLite side of the data layer: one better-sqlite3 connection with the settings every
 * connection needs (better-sqlite3 keeps no pragmas across connections), the migrations of
 * migrations/sqlite, the catalog's SQL functions, and Drizzle's proxy driver over the executor that
 * gives a transaction the connection to itself (sqlite-executor.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle as drizzleDirect } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzleProxy } from 'drizzle-orm/sqlite-proxy';
import { haversineMiles } from '../../shared/geo';
import { soonestPickupWait } from '../../shared/pickup-schedule';
import { registerDataLayer } from './data-layer';
import type { Db } from './db-type';
import { backfillPassTokens } from './pass-tokens';
import type { Tables } from './schema/define-tables';
import { watchCatalogChanges } from './sqlite-catalog-changes';
import { createSqliteExecutor } from './sqlite-executor';
import { asAppDb, tables } from './tables';

/**
 * Synchronous Drizzle over the same connection, for the demo seed's callers, scripts and tests
 * that need SQLite itself. The app never uses it.
 */
export type DirectDb = BetterSQLite3Database<Tables>;

export interface SqliteHandle {
  db: Db;
  /** The same database: SQLite has no replicas. */
  readDbs: readonly Db[];
  direct: DirectDb;
  sqlite: Database.Database;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations/sqlite');

/**
 * The catalog's exact distance and next-pickup wait as SQL functions (PostgreSQL has the same two,
 * from its migrations), so ordering and paging stay in SQL while the rules stay in the
 * unit-tested src/shared helpers.
 */
function registerCatalogFunctions(sqlite: Database.Database) {
  sqlite.function(
    'baycatch_distance_miles',
    { deterministic: true },
    (lat1: unknown, lng1: unknown, lat2: unknown, lng2: unknown) => {
      if ([lat1, lng1, lat2, lng2].some((value) => typeof value !== 'number')) return null;
      return haversineMiles(
        { lat: lat1 as number, lng: lng1 as number },
        { lat: lat2 as number, lng: lng2 as number },
      );
    },
  );
  sqlite.function(
    'baycatch_pickup_wait',
    { deterministic: true },
    (windowsJson: unknown, nowMinute: unknown) => {
      if (typeof windowsJson !== 'string' || typeof nowMinute !== 'number') return null;
      try {
        const windows = JSON.parse(windowsJson) as unknown;
        return Array.isArray(windows) ? soonestPickupWait(windows, nowMinute) : null;
      } catch {
        return null;
      }
    },
  );
}

/**
 * Opens the database at `path`, or with `image` an in-memory database copied from another one's
 * serialized bytes (`sqlite.serialize()`): the API tests copy one migrated database for each app
 * instead of running every migration again, as the PostgreSQL run copies a template. Migrations
 * still run, so an image made by older migrations is brought up to date like a file would be.
 */
export function openSqlite(path: string, { image }: { image?: Buffer } = {}): SqliteHandle {
  if (path !== ':memory:' && !image) mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = image ? new Database(image) : new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const direct = drizzleDirect(sqlite, { schema: tables });
  migrate(direct, { migrationsFolder: MIGRATIONS_FOLDER });
  backfillPassTokens(sqlite);
  registerCatalogFunctions(sqlite);
  const executor = createSqliteExecutor(sqlite);
  const db: Db = asAppDb(
    drizzleProxy((sql, params, method) => executor.execute(sql, params, method), { schema: tables }),
  );
  // This connection's own writes and other connections' commits, in one statement.
  const changeCounters = sqlite
    .prepare("select total_changes() || ':' || data_version from pragma_data_version()")
    .pluck();
  const catalogChanges = watchCatalogChanges(sqlite);
  registerDataLayer(db, {
    transaction: (work) => catalogChanges.settleAfter(() => executor.transaction(work)),
    savepoint: (work) => catalogChanges.settleAfter(() => executor.savepoint(work)),
    // A transaction has the connection, and with BEGIN IMMEDIATE the database, to itself.
    holdSubjects: async () => {},
    ping: async () => {
      await executor.execute('select 1', [], 'get');
    },
    changeVersion: () => changeCounters.get() as string,
    catalogChanges,
  });
  return {
    db,
    readDbs: [db],
    direct,
    sqlite,
    close: async () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
