/**
 * Times server renders in process (app.fetch, no sockets) on the catalog bench's 10,000 listings,
 * with React's production build, for profiling: `node --cpu-prof --import tsx
 * scripts/bench/render-profile.ts` (after `npm run build`). Draws each page of RENDER_PATHS
 * (default `/marketplace`) RENDER_COUNT times (default 40) as a signed-in buyer, or signed out with
 * RENDER_SIGNED_OUT=1, and prints the mean and median time of a render after a warm-up, and the CPU
 * time a render took (less swayed by other work on the machine). CLIENT_DIST measures another build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// React picks its build by NODE_ENV when first loaded.
process.env.NODE_ENV = 'production';
process.env.DATABASE_URL = '';

const [{ createApp }, { openDatabase }, { loadConfig }, { createLogger }, { seedBenchListings }] =
  await Promise.all([
    import('../../src/server/app'),
    import('../../src/server/db/client'),
    import('../../src/server/env'),
    import('../../src/server/lib/logger'),
    import('./catalog/seed-listings'),
  ]);

const dir = mkdtempSync(join(tmpdir(), 'baycatch-render-profile-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://localhost',
  DATABASE_PATH: join(dir, 'profile.db'),
  RATE_LIMITS: 'off',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  // Another build's client and renderer, to compare two builds on the same machine.
  CLIENT_DIST: process.env.CLIENT_DIST,
});
const database = await openDatabase(config.database);
await seedBenchListings(database.db);
const { app } = createApp({ db: database.db, config, logger: createLogger('silent') });

const origin = 'http://localhost';
const registered = await app.fetch(
  new Request(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: 'profile-buyer@bay.test',
      password: 'Trotline-bushel-4217-harbor',
      firstName: 'Profile',
      lastName: 'Buyer',
    }),
  }),
);
if (registered.status !== 201) throw new Error(`sign-up: ${registered.status} ${await registered.text()}`);
const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0]!;
const headers: Record<string, string> = process.env.RENDER_SIGNED_OUT === '1' ? {} : { cookie };

const paths = (process.env.RENDER_PATHS ?? '/marketplace').split(',');
const count = Number(process.env.RENDER_COUNT ?? 40);
for (const path of paths) {
  const render = async () => {
    const started = performance.now();
    const res = await app.fetch(new Request(`${origin}${path}`, { headers }));
    const html = await res.text();
    if (!html.includes('data-emotion')) throw new Error(`${path}: ${res.status}, not drawn on the server`);
    return performance.now() - started;
  };
  for (let warm = 0; warm < 5; warm++) await render();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < count; i++) times.push(await render());
  const { user, system } = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  process.stdout.write(
    `${path}: ${count} renders, mean ${mean.toFixed(1)} ms, median ${times[count >> 1]!.toFixed(1)} ms, ${((user + system) / 1000 / count).toFixed(1)} ms of CPU each\n`,
  );
}
await database.close();
rmSync(dir, { recursive: true, force: true });
