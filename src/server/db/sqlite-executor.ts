/**
 * How the asynchronous data layer runs SQLite: Drizzle's proxy driver hands every query to
 * `execute`, which answers it on the one better-sqlite3 connection, and `transaction` gives a
 * piece of work the connection to itself.
 *
 * A transaction on a shared connection must keep everyone else's queries out: a query from
 * another request would otherwise land inside it (and vanish with its rollback), or read what it
 * has not committed. While a transaction is open, a query from outside it waits until it ends;
 * queries the work itself makes (its async context, AsyncLocalStorage) run at once, and a
 * transaction started inside one joins it. better-sqlite3 answers synchronously, so outside a
 * transaction nothing waits.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import { unavailableOr } from './errors';

export type QueryMethod = 'run' | 'all' | 'values' | 'get';

/** What the proxy driver reads: rows as arrays of column values; `changes` for writes. */
export interface ExecutorResult {
  rows: unknown[];
  changes?: number;
}

export interface SqliteExecutor {
  execute(sql: string, params: unknown[], method: QueryMethod): Promise<ExecutorResult>;
  transaction<T>(work: () => Promise<T>): Promise<T>;
  savepoint<T>(work: () => Promise<T>): Promise<T>;
}

/** Prepared statements kept per SQL text; the catalog's few hundred shapes fit with room. */
const STATEMENT_CACHE_SIZE = 1000;

export function createSqliteExecutor(sqlite: Database.Database): SqliteExecutor {
  const statements = new Map<string, Database.Statement>();
  const insideTransaction = new AsyncLocalStorage<symbol>();
  let open: { token: symbol; ended: Promise<void> } | null = null;
  let savepoints = 0;

  const isOutsider = () => open !== null && insideTransaction.getStore() !== open.token;
  const waitForTurn = async () => {
    while (open && isOutsider()) await open.ended;
  };

  const statementFor = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
    }
    return statement;
  };

  const answer = (sql: string, params: unknown[], method: QueryMethod): ExecutorResult => {
    const statement = statementFor(sql);
    if (method === 'run' || !statement.reader) {
      const { changes } = statement.run(...params);
      return { rows: [], changes };
    }
    const raw = statement.raw(true);
    // No row is `undefined`, which the driver reads as "not found".
    if (method === 'get') return { rows: raw.get(...params) as unknown[] };
    return { rows: raw.all(...params) };
  };

  return {
    async execute(sql, params, method) {
      if (isOutsider()) await waitForTurn();
      try {
        return answer(sql, params, method);
      } catch (error) {
        throw unavailableOr(error);
      }
    },

    async transaction(work) {
      if (open && !isOutsider()) return work();
      // Checked again after every wait, and taken without an await in between.
      while (open) await open.ended;
      const token = Symbol('transaction');
      let end = () => {};
      open = { token, ended: new Promise<void>((resolve) => (end = resolve)) };
      try {
        sqlite.exec('BEGIN IMMEDIATE');
        const result = await insideTransaction.run(token, work);
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw unavailableOr(error);
      } finally {
        open = null;
        end();
      }
    },

    async savepoint(work) {
      if (!open || isOutsider()) return this.transaction(work);
      savepoints += 1;
      const name = `part_${savepoints}`;
      sqlite.exec(`SAVEPOINT ${name}`);
      try {
        const result = await work();
        sqlite.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        sqlite.exec(`ROLLBACK TO ${name}`);
        sqlite.exec(`RELEASE ${name}`);
        throw error;
      }
    },
  };
}
