/**
 * The app's database type: every query a promise, transactions through inTransaction
 * (transaction.ts). Its engine is the one the type checker runs for (`#engine-types`): SQLite's
 * Drizzle under tsconfig.json, node-postgres Drizzle under tsconfig.pg.json, so a builder method
 * only one engine has fails one of the two checks. What differs by engine stays in src/server/db.
 */
import type { Database } from '#engine-types';
import type { Tables } from './schema/define-tables';

export type Db = Database<Tables>;
