/**
 * Which database engine this process runs on (decision 014): PostgreSQL when DATABASE_URL is a
 * `postgres://` URL, else SQLite. It is read once, when the data layer loads, because the tables
 * every repository imports (tables.ts) are the engine's own objects: a process runs on one engine.
 */
export type Engine = 'sqlite' | 'postgres';

export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

// biome-ignore lint/style/noProcessEnv: the engine must be known before any module builds a query (tables.ts), so before loadConfig runs.
export const engine: Engine = isPostgresUrl(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
