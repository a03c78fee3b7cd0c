/**
 * BayCatch as a separate server process (`src/server/index.ts`), for tests of several processes
 * on one database. Every process started is stopped by `stopServers`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from './free-port';

const servers: ChildProcess[] = [];

/** Starts a server with the given database settings and returns its URL once it answers. */
export async function startServer(database: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      RATE_LIMITS: 'off',
      // Every test but the season tests runs on any day of the year (docs/product/traceability.md).
      SEASONS: 'off',
      LOG_LEVEL: 'error',
      // Stopped by the tests, not a load balancer: no drain period.
      SHUTDOWN_DRAIN_MS: '0',
      CLIENT_DIST: './tests/fixtures/client',
      ...database,
    },
    stdio: 'ignore',
  });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

export async function stopServers(): Promise<void> {
  await Promise.all(
    servers.splice(0).map((child) => {
      if (child.exitCode !== null) return undefined;
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    }),
  );
}
