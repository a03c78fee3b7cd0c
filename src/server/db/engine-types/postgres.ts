/** The engine types tsconfig.pg.json checks the server with (see ./sqlite.ts). */
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { postgresKit } from '../schema/kit.postgres';

export type Kit = typeof postgresKit;

export type Database<Schema extends Record<string, unknown>> = NodePgDatabase<Schema>;
