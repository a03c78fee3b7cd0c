/**
 * Sign-in and session-check cost over real HTTP on loopback, with the process's memory.
 * Prints figures; it asserts nothing. Usage: npm run bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';
import { loadConfig } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { seedDemoData } from '../../src/server/seed/demo-seed';

const dir = mkdtempSync(join(tmpdir(), 'baycatch-bench-'));
const config = loadConfig({ DATABASE_PATH: join(dir, 'bench.db'), RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
const database = await openDatabase(config.database);
await seedDemoData(database.db);
const { app } = createApp({ db: database.db, config, logger: createLogger('silent') });
const server = serve({ fetch: app.fetch, port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(label: string, count: number, concurrency: number, run: () => Promise<Response>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const t0 = performance.now();
        const res = await run();
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.info(
    `${label.padEnd(28)} n=${count} c=${concurrency}  ${(count / seconds).toFixed(0)} req/s  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

const credentials = JSON.stringify({ email: 'buyer@baycatch.test', password: 'baycatch-demo' });
const login = () =>
  fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
  });

const first = await login();
const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

await measure('POST /api/auth/login', 40, 2, login);
await measure('GET /api/auth/user (session)', 3000, 16, () =>
  fetch(`${base}/api/auth/user`, { headers: { cookie } }),
);
await measure('GET /healthz', 3000, 16, () => fetch(`${base}/healthz`));
await measure('GET / (index.html)', 1000, 16, () => fetch(`${base}/`));

const memory = process.memoryUsage();
console.info(
  `memory  rss ${(memory.rss / 2 ** 20).toFixed(1)} MiB  heapUsed ${(memory.heapUsed / 2 ** 20).toFixed(1)} MiB`,
);

server.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
