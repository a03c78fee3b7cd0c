/**
 * What each engine holds after its own migrations (migrations/sqlite, migrations/postgres), read
 * from its catalog in one shape so the two can be compared (tests/api/schema-agreement.test.ts):
 * columns (nullability, default as SQL, generated), primary keys, indexes (unique constraints
 * included: drizzle-kit writes SQLite's as unique indexes, PostgreSQL's as constraints backed by an
 * index of the same name), foreign keys and check constraints.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

export interface ColumnDescription {
  notNull: boolean;
  /** The default as written, without PostgreSQL's casts ('crabs'::text is 'crabs'). */
  default: string | null;
  generated: boolean;
}
export interface IndexDescription {
  columns: string[];
  unique: boolean;
  /** The columns a partial index's predicate mentions (its spelling differs between engines); null for a full index. */
  where: string[] | null;
}
export interface ForeignKeyDescription {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
  onUpdate: string;
}
export interface TableDescription {
  columns: Record<string, ColumnDescription>;
  primaryKey: string[];
  indexes: Record<string, IndexDescription>;
  foreignKeys: ForeignKeyDescription[];
  /** Check constraint name -> the columns its expression mentions. */
  checks: Record<string, string[]>;
}
export type Catalog = Record<string, TableDescription>;

const BOOKKEEPING_TABLES = new Set(['__drizzle_migrations']);

/** Every difference between the two catalogs, as readable lines; empty when they agree. */
export function compareCatalogs(sqlite: Catalog, postgres: Catalog): string[] {
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
      for (const field of ['notNull', 'default', 'generated'] as const) {
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

/** A JSON object as text with its keys sorted: PostgreSQL's jsonb keeps its own key order. */
function sortedJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, sortedJson(inner)]),
  );
}

function normaliseDefault(value: string | null): string | null {
  if (value === null) return null;
  const literal = value.replace(/::[a-z ]+$/i, '');
  const json = /^'([[{].*)'$/s.exec(literal)?.[1];
  if (json === undefined) return literal;
  try {
    return `'${JSON.stringify(sortedJson(JSON.parse(json.replaceAll("''", "'"))))}'`;
  } catch {
    return literal;
  }
}

export function readSqliteCatalog(db: Database.Database): Catalog {
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
      columns[row.name] = {
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
export function sqliteChecks(createSql: string, columns: string[]): Record<string, string[]> {
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

export async function readPostgresCatalog(client: pg.Client): Promise<Catalog> {
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
    not_null: boolean;
    default_value: string | null;
    generated: boolean;
  }>(`
    select c.relname as table_name, a.attname as name,
      a.attnotnull as not_null, a.attgenerated <> '' as generated,
      case when a.attgenerated = '' then pg_get_expr(d.adbin, d.adrelid) end as default_value
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`);
  for (const row of columns.rows) {
    tableOf(row.table_name).columns[row.name] = {
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
      // A column named with a reserved word ("to") comes back quoted.
      columns: row.columns.map((column) => column.replace(/^"(.*)"$/, '$1')),
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
