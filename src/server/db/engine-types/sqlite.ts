/**
 * The engine types tsconfig.json checks the server with: `#engine-types` resolves here, so the
 * tables and the app's Db are SQLite's. tsconfig.pg.json resolves it to ./postgres.ts instead.
 * Only types live here; every import of `#engine-types` is type-only and leaves no trace at run time.
 */
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';
import type { sqliteKit } from '../schema/kit.sqlite';

export type Kit = typeof sqliteKit;

export type Database<Schema extends Record<string, unknown>> = SqliteRemoteDatabase<Schema>;
