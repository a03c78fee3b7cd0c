/** BayCatch started for the bench (production mode, demo data, a scratch database) and what it serves. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../../tests/helpers/free-port';

const DEMO_PASSWORD = 'baycatch-demo';

/** Starts the real entry point on a free port with the built client and waits until it is ready. */
export async function startApp(
  root: string,
  clientDist: string,
  dir: string,
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: join(dir, 'bench.db'),
      UPLOAD_DIR: join(dir, 'uploads'),
      CLIENT_DIST: clientDist,
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      // Plain HTTP on loopback (an https PUBLIC_URL would rename the session cookie); production requires one.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`BayCatch exited with ${exited} before it was ready`);
    const ready = await fetch(`${base}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGTERM');
  throw new Error('BayCatch was not ready within 60 s');
}

/** Stops an app startApp started, waiting for it to exit; nothing when it never started or already exited. */
export async function stopApp(app: { child: ChildProcess } | undefined): Promise<void> {
  const child = app?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await stopped;
}

/** The buyer's session as a Cookie header value. */
export async function buyerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@baycatch.test', password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.includes('baycatch_session='));
  if (!response.ok || !cookie) throw new Error(`buyer sign-in failed: HTTP ${response.status}`);
  return cookie.split(';')[0]!;
}

export async function firstListingId(base: string): Promise<string> {
  const response = await fetch(`${base}/api/catches?limit=1`);
  const listings = (await response.json()) as { id: string }[];
  if (!response.ok || !listings[0])
    throw new Error(`no listing to measure: GET /api/catches ${response.status}`);
  return listings[0].id;
}
