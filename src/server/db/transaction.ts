/**
 * One transaction for a piece of asynchronous work, whichever engine the data layer runs on.
 * The work's own queries run inside it; everyone else's wait until it ends (on SQLite's one
 * connection: sqlite-executor.ts), and a call from inside joins it. A thrown error rolls it back.
 * Inside a transaction await only the database: no network, no timers, so it stays short.
 */
import { type Db, executorOf } from './client';

export function inTransaction<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return executorOf(db).transaction(work);
}
