import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle as drizzleDirect } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzleProxy, type SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import * as schema from '../../../db/schema';
import { backfillPassTokens } from './pass-tokens';
import { createSqliteExecutor, type SqliteExecutor } from './sqlite-executor';

/** The app's database: every query a promise, transactions through inTransaction (transaction.ts). */
export type Db = SqliteRemoteDatabase<typeof schema>;
/**
 * Synchronous Drizzle over the same connection, for the demo seed, scripts and tests that set up
 * or inspect rows directly. The app itself never uses it.
 */
export type DirectDb = BetterSQLite3Database<typeof schema>;

export interface DatabaseHandle {
  db: Db;
  direct: DirectDb;
  sqlite: Database.Database;
  close(): void;
}

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../db/migrations');

/** Which connection answers each app database (transaction.ts reaches it through its Db). */
const connections = new WeakMap<Db, { executor: SqliteExecutor; sqlite: Database.Database }>();

function connectionFor(db: Db) {
  const connection = connections.get(db);
  if (!connection) throw new Error('This database was not opened by openDatabase');
  return connection;
}

export const executorOf = (db: Db): SqliteExecutor => connectionFor(db).executor;

/**
 * The better-sqlite3 connection behind an app database, for what only SQLite has: the catalog's
 * SQL functions and its change counter (catalog.repo.ts).
 */
export const sqliteConnectionOf = (db: Db): Database.Database => connectionFor(db).sqlite;

/**
 * Opens the SQLite file with the settings every connection needs. better-sqlite3 does not keep
 * pragmas across connections, so they are applied here, on each open.
 */
export function openDatabase(path: string): DatabaseHandle {
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const direct = drizzleDirect(sqlite, { schema });
  migrate(direct, { migrationsFolder: MIGRATIONS_FOLDER });
  backfillPassTokens(sqlite);
  const executor = createSqliteExecutor(sqlite);
  const db = drizzleProxy((sql, params, method) => executor.execute(sql, params, method), { schema });
  connections.set(db, { executor, sqlite });
  return {
    db,
    direct,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
