/**
 * Global setup of the api-postgres project: the whole API suite a second time, on a PostgreSQL this
 * run starts itself (tests/helpers/postgres.ts). It migrates one template database; every test
 * app then gets a copy of it (test-database.ts). The workers learn the URLs through
 * postgres-env.ts, before any test file loads the data layer.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres, type TestPostgres } from './postgres';

const TEMPLATE = 'baycatch_template';
const MIGRATIONS_FOLDER = new URL('../../migrations/postgres', import.meta.url).pathname;

declare module 'vitest' {
  export interface ProvidedContext {
    postgresServerUrl: string;
    postgresTemplateUrl: string;
  }
}

let server: TestPostgres | undefined;

export async function setup(project: TestProject) {
  server = await startPostgres();
  const templateUrl = await server.createDatabase(TEMPLATE);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await pool.end();
  }
  project.provide('postgresServerUrl', server.url);
  project.provide('postgresTemplateUrl', templateUrl);
}

export async function teardown() {
  await server?.stop();
}
