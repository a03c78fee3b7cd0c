/**
 * createApp builds the whole HTTP surface from its dependencies; index.ts serves it and tests
 * call `app.request` on it directly.
 */

import type { Agent } from 'node:https';
import { unstable_localLink } from '@trpc/client';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import superjson from 'superjson';
import type { ErrorBody } from '../shared/api-errors';
import { httpMessages } from '../shared/messages/http';
import { FORM_POSTS_PREFIX } from '../shared/native-forms';
import type { AppEnv } from './app-env';
import { type Db, pingDatabase } from './db/client';
import type { Config } from './env';
import { compression } from './http/compression';
import { healthRoutes, type Lifecycle } from './http/health';
import { jsonCharset } from './http/json-charset';
import { originCheck } from './http/origin-check';
import { clientAddress } from './http/request-info';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session-middleware';
import { siteFiles } from './http/site-files';
import { staticClient } from './http/static-client';
import { uploadedPhotos } from './http/uploaded-photos';
import { AppError, findAppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { logRefusal } from './lib/security-log';
import { accountRoutes } from './rest/account.routes';
import { adminRoutes } from './rest/admin.routes';
import { adminLotsRoutes } from './rest/admin-lots.routes';
import { alertsRoutes, followRoutes } from './rest/alerts.routes';
import { authRoutes } from './rest/auth.routes';
import { cartRoutes } from './rest/cart.routes';
import { catchesRoutes } from './rest/catches.routes';
import { contactRoutes } from './rest/contact.routes';
import { formPostsRoutes } from './rest/form-posts.routes';
import {
  adminClosuresRoutes,
  adminHarvestAreasRoutes,
  harvestAreasRoutes,
  orderAreaNoticesRoutes,
} from './rest/harvest-areas.routes';
import { adminLicencesRoutes, sellerLicencesRoutes } from './rest/licences.routes';
import { listingsRoutes } from './rest/listings.routes';
import { moderationAdminRoutes, reportsRoutes } from './rest/moderation.routes';
import { notificationsRoutes } from './rest/notifications.routes';
import { openApiRoutes } from './rest/openapi.routes';
import { orderMessagesRoutes, unreadMessagesRoutes } from './rest/order-messages.routes';
import { crabberOrdersRoutes, ordersRoutes } from './rest/orders.routes';
import { passkeysRoutes } from './rest/passkeys.routes';
import { paymentsRoutes } from './rest/payments.routes';
import { placesRoutes } from './rest/places.routes';
import { pushRoutes } from './rest/push.routes';
import { crabberReceiptRoutes, orderReceiptRoutes } from './rest/receipts.routes';
import { orderReviewRoutes, reviewsRoutes, sellerReviewsRoutes } from './rest/reviews.routes';
import { adminRulesRoutes, rulesRoutes } from './rest/rules.routes';
import { sellerStatsRoutes } from './rest/seller-stats.routes';
import { sellersRoutes } from './rest/sellers.routes';
import { shellfishTagsRoutes } from './rest/shellfish-tags.routes';
import { SMS_INBOUND_PATH, smsInboundRoutes } from './rest/sms-inbound.routes';
import { standingDemandRoutes, standingOrdersRoutes } from './rest/standing-orders.routes';
import { accountPhoneRoutes, accountSmsRoutes, adminSmsRoutes } from './rest/texts.routes';
import { traceabilityRoutes } from './rest/traceability.routes';
import { twoFactorRoutes } from './rest/two-factor.routes';
import { UPLOAD_PATH_PREFIX, uploadsRoutes } from './rest/uploads.routes';
import { catchWaitlistRoutes, sellerWaitlistRoutes, waitlistRoutes } from './rest/waitlist.routes';
import { createServices, type ServiceDeps, type Services } from './services';
import { createTrpcContext } from './trpc/context';
import { trpcHandler } from './trpc/hono-bridge';
import { appRouter } from './trpc/root.router';

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  /** For reads that may lag a moment behind (catalog browsing): PostgreSQL's replicas, else `db`. */
  readDbs?: readonly Db[];
  now?: () => Date;
  /** Set to draining by the server's shutdown; tests pass their own. */
  lifecycle?: Lifecycle;
  /** How Web Push requests reach the push services (services.ts); tests pass their own. */
  pushAgent?: Agent;
  /** Wraps the services' mailer (services.ts); tests record the mail as sent through it. */
  wrapMailer?: ServiceDeps['wrapMailer'];
}

export const MAX_JSON_BODY_BYTES = 64 * 1024;
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createApp(deps: AppDeps): { app: Hono<AppEnv>; services: Services } {
  const services = createServices(deps);
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(securityHeaders(config));
  app.use(jsonCharset);
  app.use(async (c, next) => {
    c.set('config', config);
    c.set('logger', logger);
    c.set('services', services);
    await next();
  });
  app.use(compression);

  for (const prefix of ['/api/*', '/trpc/*', `${FORM_POSTS_PREFIX}/*`]) {
    const jsonLimit = bodyLimit({
      maxSize: MAX_JSON_BODY_BYTES,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', httpMessages.bodyTooLarge);
      },
    });
    // File uploads carry their own, larger limit (src/server/rest/uploads.routes.ts).
    // Reads carry no body to limit; skipping them keeps the fast path for the common case.
    app.use(prefix, (c, next) =>
      BODYLESS_METHODS.has(c.req.method) || c.req.path.startsWith(UPLOAD_PATH_PREFIX)
        ? next()
        : jsonLimit(c, next),
    );
    // The text provider's webhook carries no browser Origin and proves itself by its signature.
    app.use(prefix, originCheck(config, [SMS_INBOUND_PATH]));
    app.use(prefix, sessionMiddleware);
  }

  app.route('/api/health', healthRoutes(deps.db, deps.lifecycle ?? { draining: false }));
  app.get('/healthz', async (c) => {
    await pingDatabase(deps.db);
    return c.json({ status: 'ok' });
  });

  app.use(
    '/trpc/*',
    trpcHandler({
      endpoint: '/trpc',
      router: appRouter,
      createContext: createTrpcContext,
      queryLane: config.trpcQueryLane,
    }),
  );

  app.route('/api', authRoutes);
  app.route('/api/account/two-factor', twoFactorRoutes);
  app.route(SMS_INBOUND_PATH, smsInboundRoutes);
  app.route('/api/account/phone', accountPhoneRoutes);
  app.route('/api/account/sms', accountSmsRoutes);
  app.route('/api/account', accountRoutes);
  app.route('/api', passkeysRoutes);
  app.route('/api/admin', adminRoutes);
  app.route('/api/admin', moderationAdminRoutes);
  app.route('/api/reports', reportsRoutes);
  app.route('/api/notifications', notificationsRoutes);
  app.route('/api/push', pushRoutes);
  app.route('/api/cart', cartRoutes);
  app.route('/api/orders', ordersRoutes);
  app.route('/api/orders', orderMessagesRoutes);
  app.route('/api/orders', orderReviewRoutes);
  app.route('/api/orders', orderReceiptRoutes);
  app.route('/api/reviews', reviewsRoutes);
  app.route('/api/sellers', sellerReviewsRoutes);
  app.route('/api/sellers', sellerLicencesRoutes);
  app.route('/api/admin/licences', adminLicencesRoutes);
  app.route('/api/rules', rulesRoutes);
  app.route('/api/admin/rules', adminRulesRoutes);
  app.route('/api/admin/sms', adminSmsRoutes);
  app.route('/api/traceability', traceabilityRoutes);
  app.route('/api/admin/lots', adminLotsRoutes);
  app.route('/api/harvest-areas', harvestAreasRoutes);
  app.route('/api/shellfish-tags', shellfishTagsRoutes);
  app.route('/api/orders', orderAreaNoticesRoutes);
  app.route('/api/admin/harvest-areas', adminHarvestAreasRoutes);
  app.route('/api/admin/closures', adminClosuresRoutes);
  app.route('/api/messages', unreadMessagesRoutes);
  app.route('/api/crabber/orders', crabberOrdersRoutes);
  app.route('/api/payments', paymentsRoutes);
  app.route('/api/catches', catchesRoutes);
  app.route('/api/catches', listingsRoutes);
  app.route('/api/catches', catchWaitlistRoutes);
  app.route('/api/waitlist', waitlistRoutes);
  app.route('/api/sellers', sellersRoutes);
  app.route('/api/sellers', followRoutes);
  app.route('/api/sellers', sellerWaitlistRoutes);
  app.route('/api/alerts', alertsRoutes);
  app.route('/api/standing-orders', standingOrdersRoutes);
  app.route('/api/crabber', standingDemandRoutes);
  app.route('/api/crabber', sellerStatsRoutes);
  app.route('/api/crabber', crabberReceiptRoutes);
  app.route('/api/uploads', uploadsRoutes);
  app.route('/api/places', placesRoutes);
  app.route('/api/contact', contactRoutes);
  app.route('/api', openApiRoutes);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', httpMessages.notFound);
  });
  app.route(FORM_POSTS_PREFIX, formPostsRoutes);
  app.route('/uploads', uploadedPhotos);
  app.route('/', siteFiles);
  app.route(
    '/',
    staticClient(config.clientDist, {
      serveSourceMaps: config.nodeEnv !== 'production',
      pageLink: config.serverRendering
        ? (c) =>
            unstable_localLink({
              router: appRouter,
              // The HTTP layer types its context by what it reads, but this request came through
              // the middleware above, which gave it every service: it is an AppEnv one.
              createContext: async () => createTrpcContext(c as unknown as Context<AppEnv>),
              transformer: superjson,
            })
        : undefined,
    }),
  );

  app.onError((error, c) => {
    const appError = findAppError(error);
    if (appError) {
      logRefusal(
        logger,
        appError.status,
        {
          method: c.req.method,
          path: c.req.path,
          userId: c.get('user')?.id ?? null,
          address: clientAddress(c, config.trustProxy),
          requestId: c.get('requestId'),
        },
        appError.limit,
      );
      if (appError.retryAfterSeconds) c.header('Retry-After', String(appError.retryAfterSeconds));
      const body: ErrorBody = { message: appError.message };
      // A 5xx names the request, as its log line does, so a report can be matched to the log.
      if (appError.status >= 500) body.requestId = c.get('requestId');
      if (appError.fieldErrors) body.errors = appError.fieldErrors;
      if (appError.reason) body.reason = appError.reason;
      return c.json(body, appError.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || httpMessages.notFound }, error.status);
    }
    logger.error('request failed', { requestId: c.get('requestId'), path: c.req.path, error });
    return c.json({ message: httpMessages.internal, requestId: c.get('requestId') }, 500);
  });

  return { app, services };
}
