/**
 * The PostgreSQL side of the data layer (decision 014, step 4): a node-postgres pool, Drizzle's
 * node-postgres driver over db/schema.pg.ts, and transactions that repositories join without
 * being handed a transaction object.
 *
 * Repositories keep the database they were created with. On PostgreSQL a transaction runs on one
 * pooled client of its own, so `routedDb` gives repositories a database that sends each query to
 * the transaction open in the caller's async context (AsyncLocalStorage), or to the pool when
 * there is none. Other requests use other pooled clients, so nobody has to wait: PostgreSQL's own
 * isolation keeps them apart.
 *
 * Not wired into the app yet: the queries are still typed against the SQLite schema, and the
 * catalog's SQLite-only parts need their PostgreSQL forms first.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../../../db/schema.pg';

export type PostgresDb = NodePgDatabase<typeof schema>;

export interface PostgresHandle {
  /** Queries go to the open transaction of the caller's async context, else to the pool. */
  db: PostgresDb;
  inTransaction<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = new URL('../../../db/migrations-pg', import.meta.url).pathname;

export async function openPostgres(url: string): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const root = drizzle(pool, { schema });
  await migrate(root, { migrationsFolder: MIGRATIONS_FOLDER });
  const open = new AsyncLocalStorage<PostgresDb>();

  /** The same database, each property read from the transaction in progress, if any. */
  const db = new Proxy(root, {
    get(target, property) {
      const current = open.getStore() ?? target;
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });

  return {
    db,
    inTransaction(work) {
      // A transaction started inside one joins it, as on SQLite.
      if (open.getStore()) return work();
      return root.transaction((tx) => open.run(tx as unknown as PostgresDb, work));
    },
    close: () => pool.end(),
  };
}
