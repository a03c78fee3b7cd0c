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
export function affected(result: { changes: number } | { rowCount: number | null }): number {
  return 'changes' in result ? result.changes : (result.rowCount ?? 0);
}
