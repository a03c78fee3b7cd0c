/**
 * Starts one real BayCatch (built client, fresh SQLite file with demo data) and one Chromium for
 * the browser tests, and stops both afterwards: every test file connects to the same browser
 * (browser.ts) instead of launching its own. With E2E_DATABASE=postgres the server runs on a
 * PostgreSQL this setup starts instead (tests/helpers/postgres.ts), to walk every journey on the
 * second engine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startFakeTwilioApi } from '../helpers/fake-twilio-api';
import { freePort } from '../helpers/free-port';
import { startLocalSmtp } from '../helpers/local-smtp';
import { startPostgres } from '../helpers/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One BayCatch per browser-test worker (vitest.config.ts; server.ts picks a worker's own). */
    servers: E2EServer[];
    /** The shared Chromium's address, for playwright-core's chromium.connect (browser.ts). */
    browserWsEndpoint: string;
  }
}

/** Twilio's auth token for the server: it also signs the inbound webhook (texts.ts signs with it). */
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token';

export interface E2EServer {
  baseUrl: string;
  /** The folder where this server's local SMTP server files every e-mail it sends. */
  mailDir: string;
  /** The folder where the local fake of Twilio files every text this server sends (texts.ts). */
  textDir: string;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

/**
 * One real BayCatch on a free port with a fresh demo database and a local SMTP server; `env`
 * adds or overrides settings. Resolves to its address and a function that stops it.
 */
export async function startBayCatch(env: Record<string, string> = {}) {
  if (!existsSync('dist/client/index.html')) throw new Error('Build the client first: npm run build');
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-e2e-'));
  const port = await freePort();
  const mailDir = join(dir, 'mail');
  mkdirSync(mailDir);
  const smtp = await startLocalSmtp({ saveTo: mailDir });
  const textDir = join(dir, 'texts');
  mkdirSync(textDir);
  const twilio = await startFakeTwilioApi({ saveTo: textDir });
  const postgres = process.env.E2E_DATABASE === 'postgres' ? await startPostgres() : undefined;
  const database = postgres
    ? { DATABASE_URL: await postgres.createDatabase('baycatch_e2e') }
    : { DATABASE_URL: '', DATABASE_PATH: join(dir, 'e2e.db') };
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...process.env,
      // What ships: React's production build on the server too (the client is always built so).
      NODE_ENV: 'production',
      PORT: String(port),
      // The browser opens the app at localhost, so that is the public origin its Origin headers
      // carry; a host name (not an IP address) is also what a passkey's relying party id must be.
      PUBLIC_URL: `http://localhost:${port}`,
      ...database,
      UPLOAD_DIR: join(dir, 'uploads'),
      SEED_DEMO: 'true',
      RATE_LIMITS: 'off',
      // The journeys buy the whole demo world on any day of the year; the season tests switch it on.
      SEASONS: 'off',
      LOG_LEVEL: 'warn',
      // Stopped by the test run, not a load balancer: no drain period.
      SHUTDOWN_DRAIN_MS: '0',
      // Addresses that become admins at sign-up: the two-factor journey enrols one (a retry takes the second).
      ADMIN_EMAILS: 'enrolling-admin@baycatch.test,enrolling-admin-2@baycatch.test',
      SMTP_URL: smtp.url,
      // Texts leave through the real Twilio library, to a local fake of its API.
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000e2e000',
      TWILIO_AUTH_TOKEN: E2E_TWILIO_AUTH_TOKEN,
      TWILIO_FROM: '+14105550000',
      TWILIO_API_BASE: twilio.url,
      // The journeys run at any hour; quiet hours are tested in tests/api.
      SMS_QUIET_HOURS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await smtp.close();
    await twilio.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { baseUrl, mailDir, textDir, stop };
}

/** Debian's Chromium, never a downloaded browser. */
const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};

export default async function setup(project: TestProject) {
  const [browser, ...servers] = await Promise.all([
    chromium.launchServer(CHROMIUM),
    ...Array.from({ length: project.config.maxWorkers }, () => startBayCatch()),
  ]);
  project.provide(
    'servers',
    servers.map(({ baseUrl, mailDir, textDir }) => ({ baseUrl, mailDir, textDir })),
  );
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  };
}
