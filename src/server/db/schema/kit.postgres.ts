/**
 * The column kit tables.ts hands the shared table definitions for PostgreSQL: times are
 * millisecond timestamptz, booleans and JSON (jsonb) the engine's own, reals double precision.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  alias,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ms = { withTimezone: true, mode: 'date', precision: 3 } as const;

export const postgresKit = {
  table: pgTable,
  text,
  int: (name: string) => integer(name),
  instant: (name: string) => timestamp(name, ms),
  bool: (name: string) => boolean(name),
  json: <T>(name: string) => jsonb(name).$type<T>(),
  double: (name: string) => doublePrecision(name),
  /** PostgreSQL stores generated columns (STORED); it has no virtual ones. */
  generatedText: (name: string, expression: string) => text(name).generatedAlwaysAs(sql.raw(expression)),
  generatedInt: (name: string, expression: string) => integer(name).generatedAlwaysAs(sql.raw(expression)),
  index,
  uniqueIndex,
  primaryKey,
  alias,
  isTrue: (column: string): SQL => sql.raw(column),
  /** SQLite globs the JSON text; here a JSON path reads the same '{Day} HH:MM' starts. */
  startsOn: (day: string): string =>
    `jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^${day} [0-2][0-9]:[0-5][0-9]$")')`,
};
