/**
 * The servers the catalog and checkout benchmarks load, run in their own process so the load
 * generator does not share their event loop: BayCatch on a fresh database of 10,000 listings, and
 * a bare Hono route returning constant JSON as the ceiling, beside one raw indexed query of six
 * rows. BENCH_ENGINE=postgres runs BayCatch on a PostgreSQL started here (the test helper's local
 * server, fsync off as in the tests), else on a SQLite file. Prints one JSON line with the ports,
 * then waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { startPostgres } from '../../../tests/helpers/postgres';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-catalog-bench-'));
const postgres = process.env.BENCH_ENGINE === 'postgres' ? await startPostgres() : undefined;
const databaseUrl = postgres ? await postgres.createDatabase('baycatch_bench') : undefined;
// The data layer picks its engine when it loads (src/server/db/engine.ts): set it first.
process.env.DATABASE_URL = databaseUrl ?? '';
// React picks its build by NODE_ENV when first loaded: without this the server renderer ran
// React's development build (owner stacks, element checks), three to four times slower than a
// production server's.
process.env.NODE_ENV = 'production';

const [{ createApp }, { openDatabase }, { loadConfig }, { createLogger }, { seedBenchListings }] =
  await Promise.all([
    import('../../../src/server/app'),
    import('../../../src/server/db/client'),
    import('../../../src/server/env'),
    import('../../../src/server/lib/logger'),
    import('./seed-listings'),
  ]);

const config = loadConfig({
  NODE_ENV: 'production',
  // Production requires a public origin; the bench only reads, so no link or Origin check depends on it.
  PUBLIC_URL: 'http://localhost',
  DATABASE_URL: databaseUrl,
  DATABASE_PATH: join(dir, 'bench.db'),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const database = await openDatabase(config.database);
const ids = await seedBenchListings(database.db);
const { app } = createApp({ db: database.db, config, logger: createLogger('silent') });

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * The reference for a page that misses every cache: six rows of one indexed query, as they come,
 * with no seller, count, mapping or validation. What the catalog's miss path costs beyond it is
 * the catalog's own work.
 */
const rawPool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : undefined;
function rawPageReader(): (now: number, maxPrice: number) => Promise<unknown[]> {
  if (rawPool) {
    const pool = rawPool;
    return async (now, maxPrice) =>
      (
        await pool.query(
          `select * from catches
           where species_group = 'Blue Crab' and is_active and hidden_at is null and off_sale_reason is null and expires_at > $1
             and qty_available > 0 and unit_price_cents <= $2
           order by posted_at desc limit 6`,
          [new Date(now), maxPrice],
        )
      ).rows;
  }
  const statement = database.sqlite!.prepare(
    `select * from catches indexed by catches_browse_group_posted_idx
     where species_group = 'Blue Crab' and is_active = 1 and hidden_at is null and off_sale_reason is null and +expires_at > ?
       and qty_available > 0 and unit_price_cents <= ?
     order by posted_at desc limit 6`,
  );
  return async (now, maxPrice) => statement.all(now, maxPrice);
}
const rawPage = rawPageReader();
const ceiling = new Hono()
  .get('/ceiling', (c) => c.json({ ok: true, items: [] }))
  .get('/raw-page', async (c) => c.json(await rawPage(Date.now(), Number(c.req.query('maxPrice')))))
  // The app's memory, for the bench's long line: on the ceiling's port, so asking costs the app nothing.
  .get('/memory', (c) => {
    const { rss, heapUsed } = process.memoryUsage();
    return c.json({ rss, heapUsed });
  });
const appPort = await listen(app.fetch);
const ceilingPort = await listen(ceiling.fetch);
process.stdout.write(`${JSON.stringify({ appPort, ceilingPort, catchId: ids[ids.length - 1] })}\n`);

const stop = async () => {
  await database.close();
  await rawPool?.end();
  await postgres?.stop();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
