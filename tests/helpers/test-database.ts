/**
 * The database under a test app, on the engine this test run uses. SQLite: an in-memory database
 * copied from one migrated in memory (or the file asked for). PostgreSQL (the `api-postgres` project, tests/helpers/postgres-setup.ts):
 * a new database copied from the migrated template on the run's own server, so every app starts
 * as empty as an in-memory SQLite one. Every database a test file opened is closed and dropped
 * after the file.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, engine, openDatabase } from '../../src/server/db/client';
import { openSqlite } from '../../src/server/db/sqlite-client';

/** Set by the PostgreSQL run's global setup: the server, and the template every test copies. */
export const POSTGRES_SERVER_ENV = 'TEST_POSTGRES_SERVER_URL';
export const POSTGRES_TEMPLATE = 'baycatch_template';

const opened: DatabaseHandle[] = [];
const created: string[] = [];

/** The test run's PostgreSQL server, as its superuser. */
export function postgresServerUrl(): string {
  const url = process.env[POSTGRES_SERVER_ENV];
  if (!url)
    throw new Error(
      `${POSTGRES_SERVER_ENV} is not set: run the PostgreSQL tests through the api-postgres project`,
    );
  return url;
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A URL for `database` on the test run's PostgreSQL server. */
export function postgresUrlOf(database: string): string {
  const url = new URL(postgresServerUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

let sqliteImage: Buffer | undefined;
/**
 * A migrated, empty SQLite database's bytes, made once per worker: an in-memory database opened
 * from them is ready in well under a millisecond, where running the migrations took some 35 ms for
 * each of the suite's thousand-odd apps.
 */
function migratedImage(): Buffer {
  if (!sqliteImage) {
    const template = openSqlite(':memory:');
    sqliteImage = template.sqlite.serialize();
    template.sqlite.close();
  }
  return sqliteImage;
}

/** A new, migrated, empty PostgreSQL database; its name. */
export async function createPostgresDatabase(): Promise<string> {
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  await onServer((client) =>
    client.query(`create database ${name} template ${POSTGRES_TEMPLATE} strategy file_copy`),
  );
  created.push(name);
  return name;
}

/**
 * Opens a database for a test app. `sqlitePath` names a SQLite file (several apps on one file);
 * on PostgreSQL, `postgresName` names a database made by createPostgresDatabase for the same.
 */
export async function openTestDatabase(
  options: { sqlitePath?: string; postgresName?: string } = {},
): Promise<DatabaseHandle> {
  if (engine === 'sqlite') {
    const handle = options.sqlitePath
      ? await openDatabase(options.sqlitePath)
      : openSqlite(':memory:', { image: migratedImage() });
    opened.push(handle);
    return handle;
  }
  const name = options.postgresName ?? (await createPostgresDatabase());
  const handle = await openDatabase(postgresUrlOf(name), { poolSize: 4 });
  opened.push(handle);
  return handle;
}

/** Closes and drops every database the test file opened (tests/helpers/close-test-databases.ts calls it after each file). */
export async function closeTestDatabases(): Promise<void> {
  await Promise.all(opened.splice(0).map((handle) => handle.close().catch(() => {})));
  const names = created.splice(0);
  if (names.length > 0)
    await onServer(async (client) => {
      for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
    });
}
