/**
 * db/schema.ts (SQLite) and db/schema.pg.ts (PostgreSQL) describe one data model. This test reads
 * what each engine holds after its own drizzle-kit migrations (db/migrations, db/migrations-pg) and
 * compares tables, columns (type, nullability, default, generated), primary keys, indexes (unique
 * constraints included: drizzle-kit writes SQLite's as unique indexes, PostgreSQL's as constraints
 * backed by an index of the same name), foreign keys and check constraints, so they cannot drift.
 */
import type Database from 'better-sqlite3';
import { type InferInsertModel, type InferSelectModel, Table } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as sqliteSchema from '../../db/schema';
import * as pgSchema from '../../db/schema.pg';
import { openSqlite, type SqliteHandle } from '../../src/server/db/sqlite-client';
import { startPostgres, type TestPostgres } from '../helpers/postgres';

interface ColumnDescription {
  type: string;
  notNull: boolean;
  /** The default as written, without PostgreSQL's casts ('crabs'::text is 'crabs'). */
  default: string | null;
  generated: boolean;
}
interface IndexDescription {
  columns: string[];
  unique: boolean;
  /** The columns a partial index's predicate mentions (its spelling differs between engines); null for a full index. */
  where: string[] | null;
}
interface ForeignKeyDescription {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}
interface TableDescription {
  columns: Record<string, ColumnDescription>;
  primaryKey: string[];
  indexes: Record<string, IndexDescription>;
  foreignKeys: ForeignKeyDescription[];
  /** Check constraint name -> the columns its expression mentions. */
  checks: Record<string, string[]>;
}
type Catalog = Record<string, TableDescription>;

/** The PostgreSQL type (as format_type spells it) chosen for each SQLite declared type + drizzle mode. */
const POSTGRES_TYPE_FOR: Record<string, string> = {
  text: 'text',
  'text json': 'jsonb',
  integer: 'integer',
  'integer boolean': 'boolean',
  'integer timestamp_ms': 'timestamp(3) with time zone',
  real: 'double precision',
};

const BOOKKEEPING_TABLES = new Set(['__drizzle_migrations']);

/** Every difference between the two catalogs, as readable lines; empty when they agree. */
function compareCatalogs(sqlite: Catalog, postgres: Catalog): string[] {
  const differences: string[] = [];
  const compare = <T>(
    label: string,
    left: Record<string, T>,
    right: Record<string, T>,
    each: (key: string, l: T, r: T) => void,
  ) => {
    for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
      const l = left[key];
      const r = right[key];
      if (l === undefined) differences.push(`${label} ${key}: only in PostgreSQL`);
      else if (r === undefined) differences.push(`${label} ${key}: only in SQLite`);
      else each(key, l, r);
    }
  };
  const same = (label: string, l: unknown, r: unknown) => {
    if (JSON.stringify(l) !== JSON.stringify(r)) {
      differences.push(`${label}: SQLite ${JSON.stringify(l)}, PostgreSQL ${JSON.stringify(r)}`);
    }
  };
  compare('table', sqlite, postgres, (table, l, r) => {
    compare('column', prefixed(table, l.columns), prefixed(table, r.columns), (column, lc, rc) => {
      for (const field of ['type', 'notNull', 'default', 'generated'] as const) {
        same(`column ${column} ${field}`, lc[field], rc[field]);
      }
    });
    same(`table ${table} primary key`, l.primaryKey, r.primaryKey);
    compare('index', prefixed(table, l.indexes), prefixed(table, r.indexes), (index, li, ri) =>
      same(`index ${index}`, li, ri),
    );
    const byColumns = (keys: ForeignKeyDescription[]) =>
      Object.fromEntries(keys.map((key) => [`(${key.columns.join(', ')})`, key]));
    compare(`foreign key of ${table}`, byColumns(l.foreignKeys), byColumns(r.foreignKeys), (key, lk, rk) =>
      same(`foreign key of ${table} ${key}`, lk, rk),
    );
    compare('check', prefixed(table, l.checks), prefixed(table, r.checks), (check, lc, rc) =>
      same(`check ${check} columns`, lc, rc),
    );
  });
  return differences;
}

function prefixed<T>(table: string, record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [`${table}.${key}`, value]));
}

/** The table's columns an SQL expression names, sorted; string literals do not count. */
function mentionedColumns(expression: string, columns: Iterable<string>): string[] {
  const names = new Set(columns);
  const words = expression.replace(/'(?:[^']|'')*'/g, "''").match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return [...new Set(words.filter((word) => names.has(word)))].sort();
}

function normaliseDefault(value: string | null): string | null {
  return value === null ? null : value.replace(/::[a-z ]+$/i, '');
}

function readSqliteCatalog(db: Database.Database): Catalog {
  const drizzleColumns = new Map<string, string>();
  for (const table of Object.values(sqliteSchema)) {
    if (!(table instanceof Table)) continue;
    const config = getTableConfig(table as Parameters<typeof getTableConfig>[0]);
    for (const column of config.columns) {
      const mode =
        column.columnType === 'SQLiteTextJson'
          ? ' json'
          : column.columnType === 'SQLiteBoolean'
            ? ' boolean'
            : column.columnType === 'SQLiteTimestamp'
              ? ` ${(column as unknown as { mode: string }).mode}`
              : '';
      drizzleColumns.set(`${config.name}.${column.name}`, mode);
    }
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const tables = db
    .prepare(
      "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'",
    )
    .all() as { name: string; sql: string }[];
  const catalog: Catalog = {};
  for (const { name, sql: createSql } of tables) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    const columnRows = db.pragma(`table_xinfo(${quote(name)})`) as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
      hidden: number;
    }[];
    const columnNames = columnRows.map((row) => row.name);
    const columns: Record<string, ColumnDescription> = {};
    for (const row of columnRows) {
      const mode = drizzleColumns.get(`${name}.${row.name}`);
      const key = `${row.type.toLowerCase()}${mode ?? ''}`;
      columns[row.name] = {
        type:
          mode === undefined
            ? `not in db/schema.ts (${key})`
            : (POSTGRES_TYPE_FOR[key] ?? `no PostgreSQL type for SQLite ${key}`),
        notNull: row.notnull === 1,
        default: normaliseDefault(row.dflt_value),
        generated: row.hidden === 2 || row.hidden === 3,
      };
    }
    const indexes: Record<string, IndexDescription> = {};
    const indexRows = db.pragma(`index_list(${quote(name)})`) as {
      name: string;
      unique: number;
      origin: string;
      partial: number;
    }[];
    for (const index of indexRows) {
      if (index.origin === 'pk') continue;
      const keyColumns = (
        db.pragma(`index_xinfo(${quote(index.name)})`) as {
          seqno: number;
          name: string | null;
          key: number;
        }[]
      )
        .filter((column) => column.key === 1)
        .sort((a, b) => a.seqno - b.seqno)
        .map((column) => column.name ?? '<expression>');
      const indexSql = (
        db.prepare('select sql from sqlite_master where name = ?').get(index.name) as
          | { sql: string | null }
          | undefined
      )?.sql;
      const predicate =
        index.partial === 1 && indexSql ? indexSql.slice(indexSql.search(/\bwhere\b/i)) : null;
      indexes[index.name] = {
        columns: keyColumns,
        unique: index.unique === 1,
        where: predicate === null ? null : mentionedColumns(predicate, columnNames),
      };
    }
    const keyRows = db.pragma(`foreign_key_list(${quote(name)})`) as {
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string;
      on_update: string;
      on_delete: string;
    }[];
    const foreignKeys = [...new Set(keyRows.map((row) => row.id))].map((id) => {
      const parts = keyRows.filter((row) => row.id === id).sort((a, b) => a.seq - b.seq);
      const first = parts[0] as (typeof parts)[number];
      return {
        columns: parts.map((part) => part.from),
        references: first.table,
        referencedColumns: parts.map((part) => part.to),
        onDelete: first.on_delete.toUpperCase(),
        onUpdate: first.on_update.toUpperCase(),
      };
    });
    catalog[name] = {
      columns,
      primaryKey: columnRows
        .filter((row) => row.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((row) => row.name),
      indexes,
      foreignKeys,
      checks: sqliteChecks(createSql, columnNames),
    };
  }
  return catalog;
}

/** CHECK constraints of a CREATE TABLE statement: `CONSTRAINT name CHECK (...)`, or unnamed. */
function sqliteChecks(createSql: string, columns: string[]): Record<string, string[]> {
  const checks: Record<string, string[]> = {};
  for (const match of createSql.matchAll(/(?:constraint\s+["`[]?(\w+)["`\]]?\s+)?check\s*\(/gi)) {
    let depth = 1;
    let end = (match.index ?? 0) + match[0].length;
    while (depth > 0 && end < createSql.length) {
      const char = createSql[end++];
      if (char === "'") end = createSql.indexOf("'", end) + 1 || createSql.length;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
    }
    const expression = createSql.slice((match.index ?? 0) + match[0].length, end - 1);
    checks[match[1] ?? `<unnamed check ${Object.keys(checks).length + 1}>`] = mentionedColumns(
      expression,
      columns,
    );
  }
  return checks;
}

const REFERENTIAL_ACTIONS: Record<string, string> = {
  a: 'NO ACTION',
  r: 'RESTRICT',
  c: 'CASCADE',
  n: 'SET NULL',
  d: 'SET DEFAULT',
};

async function readPostgresCatalog(client: pg.Client): Promise<Catalog> {
  const catalog: Catalog = {};
  const tables = await client.query<{ name: string }>(
    "select relname as name from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace",
  );
  for (const { name } of tables.rows) {
    if (BOOKKEEPING_TABLES.has(name)) continue;
    catalog[name] = { columns: {}, primaryKey: [], indexes: {}, foreignKeys: [], checks: {} };
  }
  const tableOf = (name: string) =>
    catalog[name] ?? { columns: {}, primaryKey: [], indexes: {}, foreignKeys: [], checks: {} };
  const columns = await client.query<{
    table_name: string;
    name: string;
    type: string;
    not_null: boolean;
    default_value: string | null;
    generated: boolean;
  }>(`
    select c.relname as table_name, a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, a.attgenerated <> '' as generated,
      case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default_value
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  for (const row of columns.rows) {
    tableOf(row.table_name).columns[row.name] = {
      type: row.type,
      notNull: row.not_null,
      default: normaliseDefault(row.default_value),
      generated: row.generated,
    };
  }
  const indexes = await client.query<{
    table_name: string;
    name: string;
    unique: boolean;
    primary: boolean;
    predicate: string | null;
    columns: string[];
  }>(`
    select t.relname as table_name, i.relname as name, x.indisunique as unique, x.indisprimary as primary,
      pg_get_expr(x.indpred, x.indrelid) as predicate,
      array(select pg_get_indexdef(x.indexrelid, k, true) from generate_series(1, x.indnkeyatts) k) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    where t.relnamespace = 'public'::regnamespace`);
  for (const row of indexes.rows) {
    const table = tableOf(row.table_name);
    if (row.primary) {
      table.primaryKey = row.columns;
      continue;
    }
    table.indexes[row.name] = {
      columns: row.columns,
      unique: row.unique,
      where: row.predicate === null ? null : mentionedColumns(row.predicate, Object.keys(table.columns)),
    };
  }
  const constraints = await client.query<{
    table_name: string;
    name: string;
    type: 'f' | 'c';
    columns: string[];
    referenced_table: string | null;
    referenced_columns: string[];
    on_delete: string;
    on_update: string;
  }>(`
    select t.relname as table_name, c.conname as name, c.contype as type, r.relname as referenced_table,
      c.confdeltype as on_delete, c.confupdtype as on_update,
      array(select a.attname::text from unnest(c.conkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.ord) as columns,
      array(select a.attname::text from unnest(c.confkey) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.attnum order by k.ord) as referenced_columns
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    left join pg_class r on r.oid = c.confrelid
    where t.relnamespace = 'public'::regnamespace and c.contype in ('f', 'c')`);
  for (const row of constraints.rows) {
    const table = tableOf(row.table_name);
    if (row.type === 'c') {
      table.checks[row.name] = [...row.columns].sort();
    } else {
      table.foreignKeys.push({
        columns: row.columns,
        references: row.referenced_table ?? '',
        referencedColumns: row.referenced_columns,
        onDelete: REFERENTIAL_ACTIONS[row.on_delete] ?? row.on_delete,
        onUpdate: REFERENTIAL_ACTIONS[row.on_update] ?? row.on_update,
      });
    }
  }
  return catalog;
}

// The same query code must serve both engines: each table's row types agree (checked by `npm run typecheck`).
type TableTypes<Schema, Kind extends 'select' | 'insert'> = {
  [Name in keyof Schema]: Schema[Name] extends Table
    ? Kind extends 'select'
      ? InferSelectModel<Schema[Name]>
      : InferInsertModel<Schema[Name]>
    : never;
};
expectTypeOf<TableTypes<typeof pgSchema, 'select'>>().toEqualTypeOf<
  TableTypes<typeof sqliteSchema, 'select'>
>();
expectTypeOf<TableTypes<typeof pgSchema, 'insert'>>().toEqualTypeOf<
  TableTypes<typeof sqliteSchema, 'insert'>
>();

it('db/schema.pg.ts exports the tables of db/schema.ts under the same names', () => {
  expect(Object.keys(pgSchema).sort()).toEqual(Object.keys(sqliteSchema).sort());
});

describe('comparing two catalogs', () => {
  const table = (): TableDescription => ({
    columns: {
      id: { type: 'text', notNull: true, default: null, generated: false },
      user_id: { type: 'text', notNull: true, default: null, generated: false },
      stars: { type: 'integer', notNull: true, default: '0', generated: false },
    },
    primaryKey: ['id'],
    indexes: { reviews_user_idx: { columns: ['user_id'], unique: false, where: null } },
    foreignKeys: [
      {
        columns: ['user_id'],
        references: 'users',
        referencedColumns: ['id'],
        onDelete: 'CASCADE',
        onUpdate: 'NO ACTION',
      },
    ],
    checks: { reviews_stars_check: ['stars'] },
  });

  it('finds nothing between equal catalogs', () => {
    expect(compareCatalogs({ reviews: table() }, { reviews: table() })).toEqual([]);
  });

  it('reports each kind of drift', () => {
    const drifted = table();
    delete drifted.columns.stars;
    drifted.columns.user_id = { type: 'text', notNull: false, default: null, generated: false };
    drifted.indexes.reviews_user_idx = { columns: ['user_id'], unique: true, where: null };
    drifted.foreignKeys = [
      {
        columns: ['user_id'],
        references: 'users',
        referencedColumns: ['id'],
        onDelete: 'SET NULL',
        onUpdate: 'NO ACTION',
      },
    ];
    drifted.checks = {};
    expect(compareCatalogs({ reviews: table(), users: table() }, { reviews: drifted })).toEqual([
      'column reviews.user_id notNull: SQLite true, PostgreSQL false',
      'column reviews.stars: only in SQLite',
      'index reviews.reviews_user_idx: SQLite {"columns":["user_id"],"unique":false,"where":null}, PostgreSQL {"columns":["user_id"],"unique":true,"where":null}',
      'foreign key of reviews (user_id): SQLite {"columns":["user_id"],"references":"users","referencedColumns":["id"],"onDelete":"CASCADE","onUpdate":"NO ACTION"}, PostgreSQL {"columns":["user_id"],"references":"users","referencedColumns":["id"],"onDelete":"SET NULL","onUpdate":"NO ACTION"}',
      'check reviews.reviews_stars_check: only in SQLite',
      'table users: only in SQLite',
    ]);
  });

  it("reads SQLite's check constraints and the columns they mention", () => {
    const createSql = `CREATE TABLE t (a integer, b text, c text, CONSTRAINT "t_a_check" CHECK("t"."a" > 0 and (b <> 'c)')), CHECK (c is not null))`;
    expect(sqliteChecks(createSql, ['a', 'b', 'c'])).toEqual({
      t_a_check: ['a', 'b'],
      '<unnamed check 2>': ['c'],
    });
  });
});

describe('SQLite and PostgreSQL after their migrations', () => {
  let postgres: TestPostgres | undefined;
  let client: pg.Client | undefined;
  let sqlite: SqliteHandle | undefined;

  beforeAll(async () => {
    postgres = await startPostgres();
    client = new pg.Client({ connectionString: await postgres.createDatabase('schema_agreement') });
    await client.connect();
    await migrate(drizzle({ client }), { migrationsFolder: 'db/migrations-pg' });
    sqlite = openSqlite(':memory:');
  }, 60_000);

  afterAll(async () => {
    await sqlite?.close();
    await client?.end();
    await postgres?.stop();
  });

  it('hold the same tables, columns, keys, indexes and constraints', async () => {
    const sqliteCatalog = readSqliteCatalog((sqlite as SqliteHandle).sqlite);
    const postgresCatalog = await readPostgresCatalog(client as pg.Client);
    expect(Object.keys(sqliteCatalog).length).toBeGreaterThan(25);
    expect(compareCatalogs(sqliteCatalog, postgresCatalog)).toEqual([]);
  });

  it('compute the same species group and pickup days for a listing', async () => {
    const pgDb = drizzle({ client: client as pg.Client });
    const sqliteDb = (sqlite as SqliteHandle).direct;
    const user = { id: 'u1', email: 'seller@example.com', passwordHash: 'x' };
    const profile = { id: 'p1', userId: 'u1', displayName: 'Seller' };
    const window = (start: string) => ({ start, end: start });
    const listings = [
      ['Blue Crab', 'crabs', 'large', [window('Monday 07:00')]],
      ['Soft Shell', 'crabs', 'mixed', [window('Sunday 23:59'), window('Saturday 06:00')]],
      ['Blue Crab', 'soft-shell', 'mixed', [window('Monday 7:00')]],
      ['Blue Crab', 'crabs', 'soft-shell', [window('Funday 07:00')]],
      ['Striped Bass', 'crabs', 'mixed', [window('Wednesday 12:30'), window('Wednesday 18:00')]],
      ['Other', 'fish', 'mixed', [window('Tuesday 09:00x')]],
      ['Oysters', 'oysters', 'mixed', [window('Thursday 10:00'), window('Friday 10:00')]],
      ['Clams', 'other', 'mixed', []],
      ['Mystery', 'scallops', 'mixed', []],
      ['Mystery', 'crabs', 'mixed', []],
      ['Other', 'crabs', 'mixed', []],
    ] as const;
    const catches = listings.map(([species, category, sizeMix, pickupWindows], index) => ({
      id: `c${String(index).padStart(2, '0')}`,
      crabberId: 'p1',
      title: species,
      species,
      category,
      sizeMix,
      prep: 'live',
      unitType: 'dozen',
      unitPriceCents: 100,
      qtyAvailable: 1,
      expiresAt: new Date(),
      pickupWindows: [...pickupWindows],
    }));
    sqliteDb.insert(sqliteSchema.users).values(user).run();
    sqliteDb.insert(sqliteSchema.crabberProfiles).values(profile).run();
    sqliteDb.insert(sqliteSchema.catches).values(catches).run();
    await pgDb.insert(pgSchema.users).values(user);
    await pgDb.insert(pgSchema.crabberProfiles).values(profile);
    await pgDb.insert(pgSchema.catches).values(catches);
    const computed = {
      id: sqliteSchema.catches.id,
      group: sqliteSchema.catches.speciesGroup,
      days: sqliteSchema.catches.pickupDays,
    };
    const fromSqlite = sqliteDb
      .select(computed)
      .from(sqliteSchema.catches)
      .orderBy(sqliteSchema.catches.id)
      .all();
    const fromPostgres = await pgDb
      .select({
        id: pgSchema.catches.id,
        group: pgSchema.catches.speciesGroup,
        days: pgSchema.catches.pickupDays,
      })
      .from(pgSchema.catches)
      .orderBy(pgSchema.catches.id);
    expect(fromPostgres).toEqual(fromSqlite);
    expect(new Set(fromSqlite.map((row) => row.group)).size).toBeGreaterThan(5);
  });

  it('compute the same distance and next-pickup wait in the catalog functions', async () => {
    const connection = (sqlite as SqliteHandle).sqlite;
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Funday'];
    const windowEnd = fc
      .tuple(
        fc.constantFrom(...days),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.boolean(),
      )
      .map(([day, hour, minute, padded]) => {
        const value = `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        return padded ? ` ${value} ` : value;
      });
    const windows = fc.array(fc.record({ start: windowEnd, end: windowEnd }), { maxLength: 4 });
    const samples = fc.sample(fc.tuple(windows, fc.integer({ min: 0, max: 7 * 24 * 60 - 1 })), {
      numRuns: 200,
      seed: 14,
    });
    for (const [list, nowMinute] of samples) {
      const json = JSON.stringify(list);
      const fromSqlite = connection.prepare('select baycatch_pickup_wait(?, ?)').pluck().get(json, nowMinute);
      const fromPostgres = (
        await (client as pg.Client).query('select baycatch_pickup_wait($1::jsonb, $2) as wait', [
          json,
          nowMinute,
        ])
      ).rows[0].wait;
      expect({ list, nowMinute, wait: fromPostgres }).toEqual({ list, nowMinute, wait: fromSqlite });
    }

    const places = fc.sample(
      fc.tuple(
        fc.double({ min: 36, max: 40, noNaN: true }),
        fc.double({ min: -78, max: -74, noNaN: true }),
        fc.double({ min: 36, max: 40, noNaN: true }),
        fc.double({ min: -78, max: -74, noNaN: true }),
      ),
      { numRuns: 100, seed: 14 },
    );
    for (const place of places) {
      const fromSqlite = connection
        .prepare('select baycatch_distance_miles(?, ?, ?, ?)')
        .pluck()
        .get(...place);
      const fromPostgres = (
        await (client as pg.Client).query('select baycatch_distance_miles($1, $2, $3, $4) as miles', place)
      ).rows[0].miles;
      expect(fromPostgres).toBeCloseTo(fromSqlite as number, 9);
    }
    expect(
      (await (client as pg.Client).query('select baycatch_distance_miles(null, 1, 2, 3) as miles')).rows[0]
        .miles,
    ).toBeNull();
  });
});
