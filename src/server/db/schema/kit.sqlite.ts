/**
 * The column kit tables.ts hands the shared table definitions for SQLite: money and counts are
 * integers, times are epoch milliseconds in integers, booleans 0 and 1, JSON is text.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  alias,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

export const sqliteKit = {
  table: sqliteTable,
  text,
  int: (name: string) => integer(name),
  instant: (name: string) => integer(name, { mode: 'timestamp_ms' }),
  bool: (name: string) => integer(name, { mode: 'boolean' }),
  json: <T>(name: string) => text(name, { mode: 'json' }).$type<T>(),
  double: (name: string) => real(name),
  /** Computed by the engine from the row on every read (VIRTUAL), so it can be indexed without being stored. */
  generatedText: (name: string, expression: string) =>
    text(name).generatedAlwaysAs(sql.raw(expression), { mode: 'virtual' }),
  generatedInt: (name: string, expression: string) =>
    integer(name).generatedAlwaysAs(sql.raw(expression), { mode: 'virtual' }),
  index,
  uniqueIndex,
  primaryKey,
  /** A second name for a table, to join it twice in one query. */
  alias,
  /** A boolean column as a partial index's predicate: queries must say `= 1` as the index does. */
  isTrue: (column: string): SQL => sql.raw(`${column} = 1`),
  /** Whether a pickup_windows JSON array holds a window starting on `day` at a well-formed HH:MM. */
  startsOn: (day: string): string => `pickup_windows GLOB '*"start":"${day} [0-2][0-9]:[0-5][0-9]"*'`,
};
