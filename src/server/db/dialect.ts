/**
 * The few pieces of SQL that differ between SQLite and PostgreSQL, for the queries repositories
 * write by hand. Each is chosen once, for the engine this process runs on (engine.ts).
 */
import { type SQL, sql } from 'drizzle-orm';
import { engine } from './engine';
import { engineKit } from './tables';

const onPostgres = engine === 'postgres';

/** A second name for a table, to join it twice in one query (sqlite-core's or pg-core's alias). */
export const alias = engineKit.alias;

/**
 * The literal a boolean column is compared with. SQLite stores booleans as 0 and 1, and its
 * partial indexes are matched only when the query says `= 1` as they do.
 */
export const sqlTrue: SQL = sql.raw(onPostgres ? 'true' : '1');

/** Case-insensitive LIKE: SQLite's LIKE already ignores ASCII case, PostgreSQL's needs ILIKE. */
export const likeOperator: SQL = sql.raw(onPostgres ? 'ilike' : 'like');

/**
 * A column that orders rows with equal keys the same way every time: SQLite's rowid (the order
 * they were written), the primary key on PostgreSQL, which has no row number of its own.
 */
export const tieBreaker = (table: SQL | object): SQL =>
  onPostgres ? sql`${table}.${sql.identifier('id')}` : sql`${table}.rowid`;

/**
 * Makes SQLite search with the named index (`indexed by`), which its planner without statistics
 * would not pick; PostgreSQL keeps statistics and plans for itself.
 */
export const indexedBy = (name: string): SQL =>
  onPostgres ? sql`` : sql` indexed by ${sql.identifier(name)}`;

/**
 * A time as a query parameter where no column maps it: SQLite stores milliseconds since the epoch,
 * PostgreSQL timestamptz takes the Date.
 */
export const timeParam = (at: Date): number | Date => (onPostgres ? at : at.getTime());

/** "No limit" for LIMIT: SQLite reads a negative limit so, PostgreSQL reads NULL so. */
export const noLimit = (limit: number): number | null => (limit < 0 && onPostgres ? null : limit);

/**
 * `time` moved `hours` hours later, for comparing a timestamp column with a time in SQL:
 * milliseconds on SQLite, an interval on PostgreSQL.
 */
export const hoursAfter = (time: SQL | object, hours: SQL | object): SQL =>
  onPostgres ? sql`(${time} + ${hours} * interval '1 hour')` : sql`(${time} + ${hours} * 3600000)`;

/**
 * Prepares a query as a named statement on PostgreSQL, whose connections then keep its plan
 * instead of planning it on every run; SQLite's statements are kept by its executor, and its
 * builders take no name.
 */
export function prepareNamed<Prepared>(
  builder: { prepare(name?: string): Prepared },
  name: string,
): Prepared {
  return onPostgres ? builder.prepare(name) : builder.prepare();
}

/**
 * A prepared query's rows. SQLite's come raw, through `decode` (built once per selection, which
 * costs far less than Drizzle's mapping of each row: catalog-rows.ts); PostgreSQL's come mapped.
 */
export async function decodedRows<Row>(
  statement: {
    execute(params: Record<string, unknown>): Promise<Row[]>;
    values?: (params: Record<string, unknown>) => Promise<unknown[][]>;
  },
  params: Record<string, unknown>,
  decode: (row: unknown[]) => Row,
): Promise<Row[]> {
  if (onPostgres || !statement.values) return await statement.execute(params);
  return (await statement.values(params)).map(decode);
}

/**
 * A comparison SQLite's planner will not drive a search by: a unary plus on the column. PostgreSQL
 * has no unary plus for times, and its planner needs no such hint.
 */
export const unindexed = (column: SQL | object): SQL => (onPostgres ? sql`${column}` : sql`+${column}`);

/**
 * The text of one top-level key of a JSON column: SQLite's json_extract, PostgreSQL's ->> on jsonb.
 * `key` is a fixed name from the code, never a visitor's input.
 */
export const jsonText = (column: SQL | object, key: string): SQL =>
  onPostgres
    ? sql`(${column} ->> ${sql.raw(`'${key}'`)})`
    : sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
