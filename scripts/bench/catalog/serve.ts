/**
 * The servers the catalog benchmark loads, run in their own process so the load generator does
 * not share their event loop: BayCatch on a fresh database of 10,000 listings, and a bare Hono
 * route returning constant JSON as the ceiling. Prints one JSON line with the ports, then waits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../../../src/server/app';
import { openSqlite } from '../../../src/server/db/sqlite-client';
import { loadConfig } from '../../../src/server/env';
import { createLogger } from '../../../src/server/lib/logger';
import { seedBenchListings } from './seed-listings';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-catalog-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_PATH: join(dir, 'bench.db'),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
});
const database = openSqlite(config.database);
const ids = seedBenchListings(database.direct);
const { app } = createApp({ db: database.db, config, logger: createLogger('silent') });

const listen = (fetch: (request: Request) => Response | Promise<Response>) =>
  new Promise<number>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
    server.once('listening', () => resolve((server.address() as AddressInfo).port));
  });

/**
 * The reference for a page that misses every cache: six rows of one indexed SQLite query, as they
 * come, with no seller, count, mapping or validation. What the catalog's miss path costs beyond it
 * is the catalog's own work.
 */
const rawPage = database.sqlite.prepare(
  `select * from catches indexed by catches_browse_group_posted_idx
   where species_group = 'Blue Crab' and is_active = 1 and hidden_at is null and +expires_at > ?
     and qty_available > 0 and unit_price_cents <= ?
   order by posted_at desc limit 6`,
);
const ceiling = new Hono()
  .get('/ceiling', (c) => c.json({ ok: true, items: [] }))
  .get('/raw-page', (c) => c.json(rawPage.all(Date.now(), Number(c.req.query('maxPrice')))));
const appPort = await listen(app.fetch);
const ceilingPort = await listen(ceiling.fetch);
process.stdout.write(`${JSON.stringify({ appPort, ceilingPort, catchId: ids[ids.length - 1] })}\n`);

const stop = () => {
  void database.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
