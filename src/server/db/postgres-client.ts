/**
 * The PostgreSQL side of the data layer (decision 014): node-postgres pools, Drizzle's
 * node-postgres driver over the engine's tables, the migrations of migrations/postgres, and
 * transactions that repositories join without being handed a transaction object.
 *
 * Repositories keep the database they were created with. A transaction runs on one pooled
 * client of its own, so the app's database sends each query to the transaction open in the
 * caller's async context (AsyncLocalStorage), or to the pool when there is none. Other requests
 * use other pooled clients and nobody waits.
 *
 * Services check and then write inside a transaction (a slot's bookings before the order that
 * fills it, a seller's weekly quantity before the listing), which SQLite makes safe by running
 * one transaction at a time. Here transactions run side by side (READ COMMITTED), so such a
 * service first holds the subject it checks (holdSubjects: a transaction-scoped advisory lock),
 * and two checks about one seller or buyer take turns while everyone else goes on. A transaction
 * PostgreSQL ends for a deadlock (two checkouts taking the same listings' stock in another order)
 * is run again from the start, so its work must touch nothing but the database (transaction.ts).
 *
 * Reads that may be slightly stale (catalog browsing) can go to replicas (`readDbs`); everything
 * else, and every query inside a transaction, goes to the primary, so nobody's own write vanishes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { registerDataLayer } from './data-layer';
import type { Db } from './db-type';
import { isSerializationFailure, unavailableOr } from './errors';
import { type CatalogTouched, createChangeFeed } from './postgres-changes';
import type { Tables } from './schema/define-tables';
import { asAppDb, tables } from './tables';

type PostgresDb = NodePgDatabase<Tables>;
type PostgresTransaction = Parameters<Parameters<PostgresDb['transaction']>[0]>[0];

export interface PostgresHandle {
  /** Queries go to the open transaction of the caller's async context, else to the primary. */
  db: Db;
  /** For reads that may lag a moment behind the primary: the replicas, or the primary when there are none. */
  readDbs: readonly Db[];
  close(): Promise<void>;
}

export interface PostgresOptions {
  replicaUrls?: readonly string[];
  /** Connections each pool may open. */
  poolSize?: number;
}

const MIGRATIONS_FOLDER = new URL('../../../migrations/postgres', import.meta.url).pathname;
const CONNECT_TIMEOUT_MS = 5_000;
/** Runs of a transaction PostgreSQL ended for a concurrent one, before answering 503. */
const TRANSACTION_ATTEMPTS = 10;
/** How long a catalog answer read from a replica may be served from the cache. */
const REPLICA_STALENESS_MS = 1_000;

/**
 * A pool whose failures to reach the server read as "unavailable", and which tells the change
 * feed when a write outside a transaction has gone through.
 */
class AppPool extends pg.Pool {
  onWrite: (sqlText: string) => void = () => {};

  // biome-ignore lint/suspicious/noExplicitAny: node-postgres overloads query; Drizzle uses the promise form.
  override query(...args: any[]): any {
    const config = args[0] as { text?: string } | string;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    const result = (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    return result.then(
      (answer) => {
        if (!/^\s*select\b/i.test(text)) this.onWrite(text);
        return answer;
      },
      (error: unknown) => {
        throw unavailableOr(error);
      },
    );
  }
}

/** What the transaction's catalog triggers marked (migrations/postgres), read just before it commits. */
async function catalogTouchedBy(tx: PostgresTransaction): Promise<CatalogTouched> {
  const { rows } = await tx.execute<{ set: string | null; listings: string | null }>(
    sql`select current_setting('baycatch.catalog_set', true) as set, current_setting('baycatch.catalog_listings', true) as listings`,
  );
  const marks = rows[0];
  return { set: Boolean(marks?.set), listings: marks?.listings ? marks.listings.split(',') : [] };
}

function newPool(url: string, max: number): AppPool {
  const pool = new AppPool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle pooled connection the server dropped is discarded by the pool; without a listener
  // node-postgres would throw the error and end the process.
  pool.on('error', () => {});
  return pool;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresHandle> {
  const poolSize = options.poolSize ?? 10;
  const primary = newPool(url, poolSize);
  const replicas = (options.replicaUrls ?? []).map((replicaUrl) => newPool(replicaUrl, poolSize));
  try {
    // Reached at all? Said before the migrations, whose failure would name their first statement.
    await primary.query('select 1');
    const root = drizzle(primary, { schema: tables });
    await migrate(root, { migrationsFolder: MIGRATIONS_FOLDER });
    const changes = await createChangeFeed(url);
    primary.onWrite = changes.wroteHere;

    const open = new AsyncLocalStorage<PostgresDb | PostgresTransaction>();
    /** The same database, each property read from the transaction in progress, if any. */
    const routed = (fallback: () => PostgresDb) =>
      asAppDb(
        new Proxy(root, {
          get(_target, property) {
            const current = open.getStore() ?? fallback();
            const value = Reflect.get(current, property, current);
            return typeof value === 'function' ? value.bind(current) : value;
          },
        }),
      );

    const replicaDbs = replicas.map((pool) => drizzle(pool, { schema: tables }));
    const db = routed(() => root);
    const readDbs = replicaDbs.length === 0 ? [db] : replicaDbs.map((replica) => routed(() => replica));

    const transaction = async <T>(work: () => Promise<T>): Promise<T> => {
      // A transaction started inside one joins it, as on SQLite.
      if (open.getStore()) return work();
      for (let attempt = 1; ; attempt++) {
        try {
          let touched: CatalogTouched = { set: false, listings: [] };
          const result = await root.transaction(async (tx) => {
            const value = await open.run(tx, work);
            touched = await catalogTouchedBy(tx);
            return value;
          });
          changes.committed(touched);
          return result;
        } catch (error) {
          if (!isSerializationFailure(error) || attempt === TRANSACTION_ATTEMPTS) throw unavailableOr(error);
          // Apart at random, so the ones that failed together do not meet again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
        }
      }
    };

    const savepoint = async <T>(work: () => Promise<T>): Promise<T> => {
      const tx = open.getStore();
      if (!tx) return transaction(work);
      // Drizzle runs a transaction inside one as a savepoint on the same connection.
      return tx.transaction((inner) => open.run(inner, work));
    };

    const holdSubjects = async (subjects: readonly string[]) => {
      const tx = open.getStore();
      if (!tx) throw new Error('holdSubjects is for inside a transaction');
      // Always in the same order, so two transactions holding several never wait on each other.
      for (const subject of [...new Set(subjects)].sort())
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
    };

    const layer = {
      transaction,
      savepoint,
      holdSubjects,
      ping: async () => {
        await primary.query('select 1');
      },
      // A replica applies the primary's commits a moment after the primary tells of them, so an
      // answer read from one in that moment could be cached as new; with replicas no cached answer
      // outlives the second it was read in.
      changeVersion:
        replicas.length === 0
          ? changes.version
          : () => `${changes.version()}@${Math.floor(Date.now() / REPLICA_STALENESS_MS)}`,
      catalogChanges:
        replicas.length === 0
          ? changes.catalogChanges
          : {
              ...changes.catalogChanges,
              setVersion: () =>
                `${changes.catalogChanges.setVersion()}@${Math.floor(Date.now() / REPLICA_STALENESS_MS)}`,
            },
    };
    registerDataLayer(db, layer);
    for (const readDb of readDbs) registerDataLayer(readDb, layer);

    return {
      db,
      readDbs,
      close: async () => {
        await changes.close();
        await Promise.all([primary.end(), ...replicas.map((pool) => pool.end())]);
      },
    };
  } catch (error) {
    await Promise.all([primary.end(), ...replicas.map((pool) => pool.end())]).catch(() => {});
    throw error;
  }
}
