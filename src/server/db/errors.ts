/**
 * Reading a database error the same way on every engine. Drizzle wraps what the driver threw
 * (its `cause`), so each reading looks at the error and the causes under it.
 */
import { httpMessages } from '../../shared/messages/http';
import { AppError } from '../lib/app-error';

/** The error and the causes it wraps, outermost first (a few levels: Drizzle wraps once). */
function* errorChain(error: unknown): Generator<Error & { code?: unknown }> {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

const codesOf = (error: unknown) =>
  [...errorChain(error)].flatMap(({ code }) => (typeof code === 'string' ? [code] : []));

/** SQLite names a broken unique index `SQLITE_CONSTRAINT_UNIQUE` (or `_PRIMARYKEY`), PostgreSQL `23505`. */
const UNIQUE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY', '23505']);

export function isUniqueViolation(error: unknown): boolean {
  return codesOf(error).some((code) => UNIQUE_CODES.has(code));
}

/**
 * PostgreSQL ended a transaction for a concurrent one: the two deadlocked (40P01), or its result
 * could not be serialized with the other's (40001): running it again gives the right answer.
 */
const CONCURRENCY_CODES = new Set(['40001', '40P01']);

export function isSerializationFailure(error: unknown): boolean {
  return codesOf(error).some((code) => CONCURRENCY_CODES.has(code));
}

/**
 * The database cannot answer now but may in a moment. On SQLite: its lock held past the busy
 * timeout, a disk that fails, fills or turns read-only. On PostgreSQL: the server cannot be
 * reached, is starting or stopping, has no connection to spare, is read-only (a standby during
 * failover), the connection was lost, or a transaction still met concurrent ones after the data
 * layer ran it again. Such a query is answered 503 with Retry-After, not 500, and changes nothing
 * (its transaction rolls back).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)/;
/** SQLSTATE class 08 (connection), 53 (resources), 57P01-57P03 (shutdown, crash, starting), 25006 (read-only). */
const POSTGRES_UNAVAILABLE = /^(08...|53...|57P0[123]|25006)$/;
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
  const unavailableCode = (code: string) =>
    SQLITE_UNAVAILABLE.test(code) ||
    POSTGRES_UNAVAILABLE.test(code) ||
    CONCURRENCY_CODES.has(code) ||
    NETWORK_UNAVAILABLE.has(code);
  return (
    codesOf(error).some(unavailableCode) ||
    [...errorChain(error)].some(({ message }) => LOST_CONNECTION.test(message))
  );
}

/** How soon a caller told the database is unavailable may try again. */
const RETRY_AFTER_SECONDS = 5;

/** What to throw for a failed query: a 503 the caller may retry when the database cannot answer, else the error itself. */
export function unavailableOr(error: unknown): unknown {
  if (error instanceof AppError || !isDatabaseUnavailable(error)) return error;
  return new AppError('UNAVAILABLE', httpMessages.databaseUnavailable, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    cause: error,
  });
}
