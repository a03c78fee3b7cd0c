/** Starts BayCatch: database, demo data, HTTP server, and an orderly shutdown. */
import { serve } from '@hono/node-server';
import { seedDemoData } from '../../db/seed';
import { createApp } from './app';
import { openDatabase } from './db/client';
import { loadConfig } from './env';
import { createLogger } from './lib/logger';

const SHUTDOWN_GRACE_MS = 10_000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** How often abandoned card orders are released and failed refunds retried. */
const PAYMENT_SWEEP_INTERVAL_MS = 5 * 60 * 1000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = openDatabase(config.databasePath);

if (config.seedDemo) {
  const seeded = await seedDemoData(database.db);
  if (seeded) logger.info('demo data seeded', { databasePath: config.databasePath });
}

const { app, services } = createApp({ db: database.db, config, logger });
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  logger.info('BayCatch is listening', { url: `http://localhost:${info.port}` });
});

const pruneTimer = setInterval(() => {
  services.auth.pruneExpiredSessions();
  services.contact.pruneExpiredMessages();
}, PRUNE_INTERVAL_MS);
pruneTimer.unref();

const paymentSweepTimer = setInterval(() => {
  services.orders.sweepCardPayments().catch((error: unknown) => {
    logger.error('card payment sweep failed', { error });
  });
}, PAYMENT_SWEEP_INTERVAL_MS);
paymentSweepTimer.unref();

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info('shutting down', { signal });
  clearInterval(pruneTimer);
  clearInterval(paymentSweepTimer);
  // Stop accepting; requests already in flight run to completion, bounded by the grace period.
  const force = setTimeout(() => {
    logger.warn('grace period over, closing remaining connections');
    if ('closeAllConnections' in server) server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  server.close(() => {
    clearTimeout(force);
    database.close();
    logger.info('stopped');
    process.exit(0);
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
