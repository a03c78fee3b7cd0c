/**
 * Catalog throughput over loopback with autocannon at 50 connections: a bare Hono route (the
 * ceiling), the marketplace's filtered first page over REST and over the tRPC procedure the client
 * calls, one listing by id, and the marketplace HTML. Prints requests/s, p50/p99 and each figure's
 * ratio to the ceiling; it asserts nothing. Targets (2 cores): REST page >= 0.12 of the ceiling with
 * p99 <= 40 ms, tRPC page >= 0.06. Needs the built client (npm run build). Usage: npm run bench
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');

const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/catalog/serve.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ appPort: number; ceilingPort: number; catchId: string }>(
  (resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  },
);

const app = `http://127.0.0.1:${ready.appPort}`;
const filters = { species: 'Blue Crab', maxPrice: 150, sort: 'newest', limit: 6, offset: 0 };
const trpcInput = encodeURIComponent(JSON.stringify({ 0: { json: filters } }));
let missNumber = 0;
/** A different price ceiling each time: more distinct pages than the read cache keeps. */
const uncachedPath = () =>
  `/api/catches?species=Blue%20Crab&maxPrice=${((10_000 + (missNumber++ % 9000)) / 100).toFixed(2)}&sort=newest&limit=6`;
const targets: [string, string, (() => string)?][] = [
  ['ceiling: bare Hono JSON', `http://127.0.0.1:${ready.ceilingPort}/ceiling`],
  ['GET /api/catches first page', `${app}/api/catches?species=Blue%20Crab&maxPrice=150&sort=newest&limit=6`],
  ['tRPC catalog.list first page', `${app}/trpc/catalog.list?batch=1&input=${trpcInput}`],
  ['GET /api/catches/{id}', `${app}/api/catches/${ready.catchId}`],
  ['GET /marketplace (HTML)', `${app}/marketplace`],
  // Not a target: how the page query does when every request misses the cache.
  ['GET /api/catches, 9,000 filters', app, uncachedPath],
];

try {
  let ceiling = 0;
  console.info(`catalog bench: 10,000 listings, ${CONNECTIONS} connections, ${SECONDS} s each`);
  for (const [label, url, nextPath] of targets) {
    const requests = nextPath
      ? [{ setupRequest: (request: object) => ({ ...request, path: nextPath() }) }]
      : undefined;
    // A short warm-up so prepared statements and the JIT are in place before measuring.
    await autocannon({ url, requests, connections: 10, duration: 1 });
    const result = await autocannon({ url, requests, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    const rps = result.requests.average;
    if (ceiling === 0) ceiling = rps;
    console.info(
      `${label.padEnd(32)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${String(result.latency.p50).padStart(3)} ms  p99 ${String(result.latency.p99).padStart(3)} ms  ${(rps / ceiling).toFixed(3)} of ceiling`,
    );
  }
} finally {
  child.kill('SIGTERM');
}
