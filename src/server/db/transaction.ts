/**
 * One transaction for a piece of asynchronous work, on whichever engine the data layer runs.
 *
 * SQLite (better-sqlite3) answers on one synchronous connection: `BEGIN IMMEDIATE` takes the
 * write lock up front, the work runs, `COMMIT` (or `ROLLBACK` when it throws). Every query the
 * work awaits is answered at once and its await settles as a microtask, so no other request's
 * query can run inside the transaction. The rule that keeps that true: inside a transaction,
 * await only the database (no network, no timers). Transactions that find another open on the
 * connection wait for it, and a call from inside a transaction joins it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

const openTransaction = new AsyncLocalStorage<Db>();
const queues = new WeakMap<Db, Promise<unknown>>();

export async function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (openTransaction.getStore() === db) return work();
  const before = queues.get(db) ?? Promise.resolve();
  const run = before.then(
    () => runAlone(db, work),
    () => runAlone(db, work),
  );
  queues.set(
    db,
    run.catch(() => undefined),
  );
  return run;
}

async function runAlone<T>(db: Db, work: () => Promise<T>): Promise<T> {
  db.run(sql`BEGIN IMMEDIATE`);
  try {
    const result = await openTransaction.run(db, work);
    db.run(sql`COMMIT`);
    return result;
  } catch (error) {
    db.run(sql`ROLLBACK`);
    throw error;
  }
}
