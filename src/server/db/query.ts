/**
 * The two answers that differ by engine, read the same way by every repository: a query's first
 * row, and how many rows a write changed. Repositories await their queries (Drizzle's queries are
 * promises on every driver) and never call SQLite's synchronous `.get()`, `.all()` or `.run()`.
 */

/** The first row, or undefined when there is none. */
export function first<T>(rows: readonly T[]): T | undefined {
  return rows[0];
}

/** Rows changed by an insert, update or delete: SQLite's `changes`, PostgreSQL's `rowCount`. */
export function affected(result: object): number {
  if ('changes' in result && typeof result.changes === 'number') return result.changes;
  if ('rowCount' in result && typeof result.rowCount === 'number') return result.rowCount;
  throw new Error('The driver did not say how many rows the write changed');
}
