/**
 * Reading a database error the same way on every engine. Drizzle wraps what the driver threw
 * (its `cause`); SQLite names a broken unique index `SQLITE_CONSTRAINT_UNIQUE` (or `_PRIMARYKEY`),
 * PostgreSQL `23505`.
 */
const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string' && UNIQUE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * The database cannot answer now but may in a moment: SQLite's lock held past the busy timeout,
 * a disk that fails, fills or turns read-only. Such a query is answered 503 with Retry-After, not
 * 500, and changes nothing (its transaction rolls back).
 */
const UNAVAILABLE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && UNAVAILABLE_CODES.test(code);
}
