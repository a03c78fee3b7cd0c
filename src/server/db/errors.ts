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
 * PostgreSQL ended a transaction for a concurrent one: the two deadlocked (40P01), or its result
 * could not be serialized with the other's (40001): running it again gives the right answer.
 */
export function isSerializationFailure(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const { code } = current as Error & { code?: unknown };
    if (code === '40001' || code === '40P01') return true;
  }
  return false;
}

/**
 * The database cannot answer now but may in a moment. On SQLite: its lock held past the busy
 * timeout, a disk that fails, fills or turns read-only. On PostgreSQL: the server cannot be
 * reached, is starting or stopping, has no connection to spare, is read-only (a standby during
 * failover), or the connection was lost. Such a query is answered 503 with Retry-After, not 500,
 * and changes nothing (its transaction rolls back).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)/;
/** SQLSTATE class 08 (connection), 53 (resources), 57P01-57P03 (shutdown, crash, starting), 25006 (read-only). */
/** After the data layer's retries, a transaction that still could not be serialized (40001, 40P01) too. */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[123]|25006|40001|40P01)$/;
const NETWORK_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres reports a lost or unobtainable connection by message only. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current instanceof Error && depth < 5;
    current = current.cause, depth++
  ) {
    const { code } = current as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (SQLITE_UNAVAILABLE.test(code) || POSTGRES_UNAVAILABLE.test(code) || NETWORK_UNAVAILABLE.has(code))
        return true;
    }
    if (LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}
