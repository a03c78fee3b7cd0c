/**
 * One transaction for a piece of asynchronous work, whichever engine the data layer runs on.
 * The work's own queries run inside it and a call from inside joins it; on SQLite's one
 * connection everyone else's queries wait until it ends (sqlite-executor.ts), on PostgreSQL
 * they run on other pooled connections and do not see it until it commits (postgres-client.ts).
 * A thrown error rolls it back. Inside a transaction await only the database: no network, no
 * timers, so it stays short.
 */

import { dataLayerOf } from './data-layer';
import type { Db } from './db-type';

export function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return dataLayerOf(db).transaction(work);
}

/**
 * A part of the open transaction that may fail on its own (a savepoint): when the work throws, only
 * its writes are undone and the error goes to the caller, whose transaction goes on. Outside a
 * transaction it is one.
 */
export function inSavepoint<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return dataLayerOf(db).savepoint(work);
}

/**
 * Inside a transaction, before a check whose answer the transaction then acts on (a slot's room,
 * a buyer's open cash orders, a seller's weekly quantity): waits until no other transaction holds
 * any of these subjects ('seller:<id>', 'buyer:<id>'), and holds them until this one ends. On
 * SQLite a transaction already has the database to itself; on PostgreSQL, where transactions run
 * side by side, two such checks about one subject would otherwise both pass.
 */
export function holdSubjects(db: Db, subjects: readonly string[]): Promise<void> {
  return dataLayerOf(db).holdSubjects(subjects);
}
