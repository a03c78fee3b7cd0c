/**
 * A database made before the newest migration moves forward with its rows intact, on the engine of
 * this run: it is built with every migration but the newest (migrations/sqlite or
 * migrations/postgres, journal cut short), given rows in plain SQL, then opened by today's data
 * layer, whose migrator applies the rest. The rows then read back through the app's tables (built
 * from the one definition, decision 015) as they were written: times, booleans, JSON, reals, and
 * the columns the engine computes.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { catches, crabberProfiles, orderMessages, orders, users } from '../../src/server/db/tables';
import { createCatalogRepo } from '../../src/server/features/catalog/catalog.repo';
import { openTestDatabase, postgresServerUrl, postgresUrlOf } from '../helpers/test-database';

const scratch = mkdtempSync(join(tmpdir(), 'baycatch-forward-'));
/** The PostgreSQL database this file made itself (not from the migrated template), dropped after it. */
let postgresName: string | undefined;
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  if (!postgresName) return;
  const server = new pg.Client({ connectionString: postgresServerUrl() });
  await server.connect();
  await server.query(`drop database if exists ${postgresName} with (force)`);
  await server.end();
});

/** The engine's migrations folder as it was before its newest migration. */
function migrationsBeforeNewest(): string {
  const folder = join(scratch, 'migrations');
  cpSync(engine === 'postgres' ? 'migrations/postgres' : 'migrations/sqlite', folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const postedAt = new Date('2026-11-20T12:34:56.789Z');
const expiresAt = new Date('2026-11-27T09:00:00.123Z');
const pickupWindow = { start: 'Saturday 07:00', end: 'Saturday 10:00' };

type Value = string | number | boolean | Date | object | null;
/** Rows as the older schema took them; `$n` parameters, as PostgreSQL writes them. */
const rows: [string, Value[]][] = [
  [
    `insert into users (id, email, password_hash, first_name, created_at, updated_at)
     values ('u-seller', 'seller@example.com', 'hash', 'Sam', $1, $1), ('u-buyer', 'buyer@example.com', 'hash', null, $1, $1)`,
    [postedAt],
  ],
  [
    `insert into crabber_profiles (id, user_id, display_name, verification_status, pickup_location_lat,
       pickup_location_lng, availability, specialties, created_at, updated_at)
     values ('p1', 'u-seller', 'Sam''s Crabs', 'approved', $1, $2, $3, $4, $5, $5)`,
    [38.978_123_456, -76.492_654_321, { Saturday: ['07:00'] }, ['crabs', 'oysters'], postedAt],
  ],
  [
    `insert into catches (id, crabber_id, title, prep, size_mix, unit_type, unit_price_cents, qty_available,
       photos, pickup_windows, posted_at, expires_at, is_active, is_promoted, updated_at)
     values ('c1', 'p1', 'Jumbo males', 'live', 'large', 'dozen', 6500, 4, $1, $2, $3, $4, $5, $6, $3)`,
    [['/images/c1.jpg'], [pickupWindow], postedAt, expiresAt, true, false],
  ],
  [
    `insert into orders (id, buyer_id, crabber_id, pickup_window, amount_subtotal_cents, amount_total_cents,
       qr_code, created_at, updated_at)
     values ('o1', 'u-buyer', 'p1', $1, 6500, 6500, 'qr-o1', $2, $2)`,
    [pickupWindow, postedAt],
  ],
  [
    `insert into order_messages (id, order_id, sender_id, sender_role, body, created_at)
     values ('m1', 'o1', 'u-buyer', 'buyer', 'Running late', $1)`,
    [postedAt],
  ],
];

/** SQLite's spelling of a row: `?` in order of appearance; times in milliseconds, booleans 0/1, JSON text. */
function forSqlite(statement: string, values: Value[]): [string, unknown[]] {
  const args: unknown[] = [];
  const text = statement.replace(/\$(\d+)/g, (_, n: string) => {
    const value = values[Number(n) - 1] ?? null;
    args.push(
      value instanceof Date
        ? value.getTime()
        : typeof value === 'boolean'
          ? Number(value)
          : typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : value,
    );
    return '?';
  });
  return [text, args];
}

const forPostgres = (values: Value[]) =>
  values.map((value) =>
    typeof value === 'object' && value !== null && !(value instanceof Date) ? JSON.stringify(value) : value,
  );

/** A database on the run's engine at the migration before the newest, with the rows; options for openTestDatabase. */
async function olderDatabase(): Promise<{ sqlitePath?: string; postgresName?: string }> {
  const migrationsFolder = migrationsBeforeNewest();
  if (engine === 'sqlite') {
    const sqlitePath = join(scratch, 'older.db');
    const connection = new Database(sqlitePath);
    migrateSqlite(drizzleSqlite(connection), { migrationsFolder });
    for (const [statement, values] of rows) {
      const [text, args] = forSqlite(statement, values);
      connection.prepare(text).run(...args);
    }
    connection.close();
    return { sqlitePath };
  }
  postgresName = `t_forward_${randomUUID().replaceAll('-', '')}`;
  const server = new pg.Client({ connectionString: postgresServerUrl() });
  await server.connect();
  await server.query(`create database ${postgresName}`);
  await server.end();
  const client = new pg.Client({ connectionString: postgresUrlOf(postgresName) });
  await client.connect();
  try {
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    for (const [statement, values] of rows) await client.query(statement, forPostgres(values));
  } finally {
    await client.end();
  }
  return { postgresName };
}

it('migrates a database made by the older migrations forward with its rows intact', async () => {
  const database = await openTestDatabase(await olderDatabase());
  const { db } = database;

  const people = await db
    .select({ id: users.id, firstName: users.firstName, createdAt: users.createdAt })
    .from(users);
  expect(people.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
    { id: 'u-buyer', firstName: null, createdAt: postedAt },
    { id: 'u-seller', firstName: 'Sam', createdAt: postedAt },
  ]);

  const [profile] = await db.select().from(crabberProfiles);
  expect(profile).toMatchObject({
    displayName: "Sam's Crabs",
    verificationStatus: 'approved',
    pickupLocationLat: 38.978_123_456,
    pickupLocationLng: -76.492_654_321,
    availability: { Saturday: ['07:00'] },
    specialties: ['crabs', 'oysters'],
    orderCutoffHours: 2,
    ratingCount: 0,
  });

  const [listing] = await db.select().from(catches).where(eq(catches.id, 'c1'));
  expect(listing).toMatchObject({
    title: 'Jumbo males',
    photos: ['/images/c1.jpg'],
    pickupWindows: [pickupWindow],
    postedAt,
    expiresAt,
    isActive: true,
    isPromoted: false,
    species: 'Blue Crab',
    category: 'crabs',
    speciesGroup: 'Blue Crab',
    pickupDays: 64,
  });

  // The catalog's browse statements run on the migrated indexes (SQLite names them, INDEXED BY),
  // and a filtered count finds the listing.
  const repo = createCatalogRepo(db);
  const criteria = {
    now: postedAt,
    nowMinuteOfWeek: 0,
    sort: 'newest',
    speciesGroup: 'Blue Crab',
    maxPriceCents: 10_000,
  } as const;
  expect((await repo.listVisible(criteria, { limit: 6, offset: 0 })).map((row) => row.catch.id)).toEqual([
    'c1',
  ]);
  expect(await repo.countVisible(criteria)).toBe(1);

  const [order] = await db.select().from(orders);
  expect(order).toMatchObject({ id: 'o1', pickupWindow, status: 'confirmed', amountTotalCents: 6500 });

  // The newest migration's columns are there, empty on the older rows.
  const [message] = await db.select().from(orderMessages);
  expect(message).toMatchObject({
    body: 'Running late',
    createdAt: postedAt,
    removedAt: null,
    removedReason: null,
  });

  await database.close();
});
