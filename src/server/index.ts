/** Starts BayCatch: database, demo data, HTTP server, and an orderly shutdown. */
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { ZodError } from 'zod';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { databaseName, loadConfig } from './env';
import type { Lifecycle } from './http/health';
import { AppError } from './lib/app-error';
import { createLogger } from './lib/logger';
import { seedDemoData } from './seed/demo-seed';

const SHUTDOWN_GRACE_MS = 10_000;
/** While draining, connections that went idle after their last answer are closed this often. */
const IDLE_SWEEP_MS = 100;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** Node checks the header and request deadlines on this beat (its default, 30 s, would let a slow client stay that much longer). */
const TIMEOUT_CHECK_MAX_MS = 1_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How often abandoned card orders are released, failed refunds retried, no-shows lapsed,
 * harvest-area closures that start or end by their dates take their listings off sale or back, and
 * pickup reminders go out.
 */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** How often queued new-catch e-mails are looked at (the hourly digests come due on this beat). */
const ALERT_DISPATCH_INTERVAL_MS = 60 * 1000;
/** How often queued texts are looked at: retries and texts held past quiet hours come due on this beat. */
const SMS_DISPATCH_INTERVAL_MS = 30 * 1000;
const WAITLIST_SWEEP_INTERVAL_MS = 30 * 1000;

/**
 * A setting or a database the server cannot start with ends the process at once with one line
 * naming it and exit code 1, rather than a stack trace a supervisor would restart forever.
 */
async function startOrExit<T>(what: string, start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    process.stderr.write(`BayCatch cannot start: ${what}: ${reasonOf(error)}\n`);
    process.exit(1);
  }
}

/** The words of what went wrong: the driver's own, not what our layers wrapped around them. */
function reasonOf(error: unknown): string {
  if (error instanceof ZodError)
    return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  if (error instanceof AppError && error.cause) return reasonOf(error.cause);
  if (!(error instanceof Error)) return String(error);
  return error.message || ((error as { code?: string }).code ?? error.name);
}

const config = await startOrExit('a setting is wrong', () => loadConfig());
const logger = createLogger(config.logLevel);
const database = await startOrExit(`the database at ${databaseName(config.database)} cannot be opened`, () =>
  openDatabase(config.database, { replicaUrls: config.databaseReplicaUrls }),
);

if (config.seedDemo) {
  const seeded = await startOrExit('the demo data cannot be seeded', () =>
    seedDemoData(database.db, new Date(), { seasons: config.seasons }),
  );
  if (seeded) logger.info('demo data seeded', { database: databaseName(config.database) });
}

const lifecycle: Lifecycle = { draining: false };
const { app, services } = createApp({
  db: database.db,
  readDbs: database.readDbs,
  config,
  logger,
  lifecycle,
});
// A new database starts with the published seasons; the admin changes them from there.
await startOrExit('the selling seasons cannot be loaded', () => services.seasons.seedIfEmpty());
await startOrExit('the harvest areas cannot be loaded', () => services.harvestAreas.seedIfEmpty());
// A client that sends its headers or body a byte at a time (slowloris) is cut off at these
// deadlines instead of holding a connection (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS).
const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    serverOptions: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(TIMEOUT_CHECK_MAX_MS, Math.ceil(config.headersTimeoutMs / 4)),
    },
  },
  (info) => {
    logger.info('BayCatch is listening', { url: `http://localhost:${info.port}` });
  },
) as HttpServer;

const pruneTimer = setInterval(() => {
  services.auth.pruneExpiredSessions().catch((error: unknown) => {
    logger.error('session prune failed', { error });
  });
  services.contact.pruneExpiredMessages().catch((error: unknown) => {
    logger.error('support message prune failed', { error });
  });
  services.rateLimits.pruneExpired(new Date()).catch((error: unknown) => {
    logger.error('rate-limit counter prune failed', { error });
  });
  services.mailer.pruneSent().catch((error: unknown) => {
    logger.error('sent e-mail prune failed', { error });
  });
  services.idempotency.prune(new Date()).catch((error: unknown) => {
    logger.error('idempotency key prune failed', { error });
  });
  services.reconciliation.checkYesterday().catch((error: unknown) => {
    logger.error('daily reconciliation failed', { error });
  });
  services.licences.sweepLapsed().catch((error: unknown) => {
    logger.error('licence sweep failed', { error });
  });
  services.licences.remindExpiring().catch((error: unknown) => {
    logger.error('licence reminders failed', { error });
  });
}, PRUNE_INTERVAL_MS);
pruneTimer.unref();

const sweepTimer = setInterval(() => {
  services.orders.sweepCardPayments().catch((error: unknown) => {
    logger.error('card payment sweep failed', { error });
  });
  services.orders.sweepNoShows().catch((error: unknown) => {
    logger.error('no-show sweep failed', { error });
  });
  services.orders.sweepSavedCards().catch((error: unknown) => {
    logger.error('saved card sweep failed', { error });
  });
  services.harvestAreas.sweep().catch((error: unknown) => {
    logger.error('harvest area sweep failed', { error });
  });
  services.orders.sendPickupReminders().catch((error: unknown) => {
    logger.error('pickup reminders failed', { error });
  });
}, SWEEP_INTERVAL_MS);
sweepTimer.unref();

const alertDispatchTimer = setInterval(() => {
  services.alerts.dispatch().catch((error: unknown) => {
    logger.error('new-catch dispatch failed', { error });
  });
}, ALERT_DISPATCH_INTERVAL_MS);
alertDispatchTimer.unref();

const smsDispatchTimer = setInterval(() => {
  services.smsOutbox.dispatch().catch((error: unknown) => {
    logger.error('text dispatch failed', { error });
  });
}, SMS_DISPATCH_INTERVAL_MS);
smsDispatchTimer.unref();

// Waitlist holds: a hold's end within half a minute, and its buyer told as soon (features/waitlist).
const waitlistTimer = setInterval(() => {
  services.waitlist.sweep().catch((error: unknown) => {
    logger.error('waitlist sweep failed', { error });
  });
}, WAITLIST_SWEEP_INTERVAL_MS);
waitlistTimer.unref();

let shuttingDown = false;
/**
 * Orderly shutdown: health endpoints answer 503 from the first signal, while for the drain period
 * (SHUTDOWN_DRAIN_MS) the listener still accepts and answers, so a load balancer that polls
 * readiness stops sending before any connection is refused. Then the listener closes, the
 * requests in flight finish, and each keep-alive connection is closed as soon as it goes idle
 * (Node closes only those idle at the moment `close` is called), so the process exits right
 * after the last answer. Whatever is still open after the grace period is cut.
 */
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  lifecycle.draining = true;
  logger.info('shutting down', { signal, drainMs: config.shutdownDrainMs });
  clearInterval(pruneTimer);
  clearInterval(sweepTimer);
  clearInterval(alertDispatchTimer);
  clearInterval(smsDispatchTimer);
  clearInterval(waitlistTimer);
  setTimeout(closeServer, config.shutdownDrainMs);
}

function closeServer() {
  const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  const force = setTimeout(() => {
    logger.warn('grace period over, closing remaining connections');
    server.closeAllConnections();
    void database.close().finally(() => process.exit(1));
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => {
    clearInterval(idleSweep);
    clearTimeout(force);
    void database.close().finally(() => {
      logger.info('stopped');
      process.exit(0);
    });
  });
  server.closeIdleConnections();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
