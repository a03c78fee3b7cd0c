/**
 * A fresh BayCatch for one test: an empty database with every migration applied (in-memory
 * SQLite, or a new PostgreSQL database in the api-postgres project: test-database.ts), no demo
 * data unless asked, and a logger that records instead of printing.
 */
import type { Agent } from 'node:https';
import { createApp } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/env';
import type { OutgoingEmail } from '../../src/server/integrations/email/mailer';
import type { Logger } from '../../src/server/lib/logger';
import { openTestDatabase } from './test-database';

export interface RecordedLog {
  level: string;
  message: string;
  fields?: Record<string, unknown>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'off',
      // Every test but the season tests runs on any day of the year (docs/product/traceability.md).
      SEASONS: 'off',
      CLIENT_DIST: './tests/fixtures/client',
      // The test clients address the app as http://localhost (createClient, app.request).
      PUBLIC_URL: 'http://localhost',
    }),
    ...overrides,
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  {
    sqlitePath,
    postgresName,
    ...options
  }: {
    now?: () => Date;
    /** Several apps on one database: a SQLite file's path, or a PostgreSQL database's name (test-database.ts). */
    sqlitePath?: string;
    postgresName?: string;
    lifecycle?: { draining: boolean };
    pushAgent?: Agent;
  } = {},
) {
  const config = testConfig(overrides);
  const database = await openTestDatabase({ sqlitePath, postgresName });
  const logs: RecordedLog[] = [];
  const logger: Logger = {
    debug: (message, fields) => logs.push({ level: 'debug', message, fields }),
    info: (message, fields) => logs.push({ level: 'info', message, fields }),
    warn: (message, fields) => logs.push({ level: 'warn', message, fields }),
    error: (message, fields) => logs.push({ level: 'error', message, fields }),
  };
  // The mail as it left, links and all: the outbox keeps only redacted copies.
  const mails: (OutgoingEmail & { sentAt: Date })[] = [];
  const { app, services } = createApp({
    db: database.db,
    config,
    logger,
    ...options,
    wrapMailer: (mailer) => ({
      ...mailer,
      send: (email) => {
        mails.push({ ...email, sentAt: new Date() });
        return mailer.send(email);
      },
    }),
  });
  if (options.now) appClocks.set(app, options.now);
  const testApp = {
    app,
    services,
    /** Every e-mail the services sent, whole, oldest first (tests/helpers/outbox.ts reads them). */
    mails,
    /** The app's own database, for setting up and inspecting rows and building repositories. */
    db: database.db,
    /** SQLite's connection, for the few tests of what only SQLite has; undefined on PostgreSQL. */
    sqlite: database.sqlite,
    config,
    logs,
    close: database.close,
    /** For a test that provokes a server error on purpose: its `error` lines do not fail it. */
    expectErrorLogs() {
      watched.delete(logs);
    },
  };
  watched.add(logs);
  return testApp;
}

/**
 * The logs of every app created in the running test. tests/helpers/fail-on-error-log.ts fails the
 * test when one holds an `error` line it did not expect: a 500 the assertions happened to miss.
 */
const watched = new Set<RecordedLog[]>();

export function takeUnexpectedErrorLogs(): RecordedLog[] {
  const errors = [...watched].flatMap((logs) => logs.filter((log) => log.level === 'error'));
  watched.clear();
  return errors;
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A tiny cookie-keeping client over app.request, like a browser tab. */
/** The clock each test app was given, for helpers that compute what the server expects (two-factor codes). */
const appClocks = new WeakMap<object, () => Date>();
export const clockOf = (app: TestApp['app']): Date => appClocks.get(app)?.() ?? new Date();

export function createClient(app: TestApp['app'], defaults: { address?: string } = {}) {
  // Every cookie the app sets, like a browser: the session, and the two-factor sign-in cookies.
  const cookies = new Map<string, string>();
  const env = { incoming: { socket: { remoteAddress: defaults.address ?? '203.0.113.7' } } };
  async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (cookies.size) headers.set('cookie', [...cookies.values()].join('; '));
    const res = await app.request(`http://localhost${path}`, { ...init, headers, body }, env);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      if (at + 1 < pair.length) cookies.set(name, pair);
      else cookies.delete(name);
    }
    return res;
  }
  return {
    request,
    /** The cookies held, by name (each as its `name=value` pair), for tests that move or drop one. */
    cookies,
    get cookie() {
      return [...cookies.values()].join('; ');
    },
    post: (path: string, json?: unknown, init: RequestInit = {}) =>
      request(path, { ...init, method: 'POST', ...(json === undefined ? {} : { json }) }),
    get: (path: string, init: RequestInit = {}) => request(path, init),
    /** The app's clock: the test's own, or the real time. */
    now: () => clockOf(app),
  };
}
