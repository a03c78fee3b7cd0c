/**
 * Both engines' tables come from one definition (src/server/db/schema, decision 015), so their
 * tables, columns and row types agree by construction. What construction cannot promise is checked
 * here, on what each engine holds after its own migrations (migrations/sqlite, migrations/postgres):
 * nullability, defaults as SQL, generated columns and what they compute, keys, indexes with their
 * predicates, constraints, and the catalog's SQL functions.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type SqliteHandle } from '../../src/server/db/sqlite-client';
import {
  compareCatalogs,
  readPostgresCatalog,
  readSqliteCatalog,
  sqliteChecks,
  type TableDescription,
} from '../helpers/engine-catalogs';
import { startPostgres, type TestPostgres } from '../helpers/postgres';

describe('comparing two catalogs', () => {
  const table = (): TableDescription => ({
    columns: {
      id: { notNull: true, default: null, generated: false },
      user_id: { notNull: true, default: null, generated: false },
      stars: { notNull: true, default: '0', generated: false },
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
    drifted.columns.user_id = { notNull: false, default: null, generated: false };
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
    await migrate(drizzle({ client }), { migrationsFolder: 'migrations/postgres' });
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
    const connection = (sqlite as SqliteHandle).sqlite;
    const postgresClient = client as pg.Client;
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
    // Plain SQL on each engine's own connection: the tables this process imports are one engine's.
    const now = Date.now();
    connection
      .prepare(
        "insert into users (id, email, password_hash, created_at, updated_at) values ('u1', 'seller@example.com', 'x', ?, ?)",
      )
      .run(now, now);
    connection
      .prepare(
        "insert into crabber_profiles (id, user_id, display_name, created_at, updated_at) values ('p1', 'u1', 'Seller', ?, ?)",
      )
      .run(now, now);
    await postgresClient.query(
      "insert into users (id, email, password_hash, created_at, updated_at) values ('u1', 'seller@example.com', 'x', now(), now())",
    );
    await postgresClient.query(
      "insert into crabber_profiles (id, user_id, display_name, created_at, updated_at) values ('p1', 'u1', 'Seller', now(), now())",
    );
    const insertListing = `insert into catches (id, crabber_id, title, species, category, size_mix, prep, unit_type,
      unit_price_cents, qty_available, pickup_windows, posted_at, expires_at, updated_at)`;
    for (const [index, [species, category, sizeMix, pickupWindows]] of listings.entries()) {
      const id = `c${String(index).padStart(2, '0')}`;
      const values = [id, species, category, sizeMix, JSON.stringify(pickupWindows)];
      connection
        .prepare(`${insertListing} values (?, 'p1', ?, ?, ?, ?, 'live', 'dozen', 100, 1, ?, ?, ?, ?)`)
        .run(id, species, species, category, sizeMix, values[4], now, now, now);
      await postgresClient.query(
        `${insertListing} values ($1, 'p1', $2, $2, $3, $4, 'live', 'dozen', 100, 1, $5::jsonb, now(), now(), now())`,
        values,
      );
    }
    const computed = 'select id, species_group as "group", pickup_days as days from catches order by id';
    const fromSqlite = connection.prepare(computed).all();
    const fromPostgres = (await postgresClient.query(computed)).rows;
    expect(fromPostgres).toEqual(fromSqlite);
    expect(new Set(fromSqlite.map((row) => (row as { group: string }).group)).size).toBeGreaterThan(5);
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
