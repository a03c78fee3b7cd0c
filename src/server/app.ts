/**
 * createApp builds the whole HTTP surface from its dependencies; index.ts serves it and tests
 * call `app.request` on it directly.
 */
import { trpcServer } from '@hono/trpc-server';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { messages } from '../shared/messages';
import type { Db } from './db/client';
import type { Config } from './env';
import type { AppEnv } from './http/app-env';
import { originCheck } from './http/origin-check';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './http/session-middleware';
import { staticClient } from './http/static-client';
import { AppError, findAppError } from './lib/app-error';
import type { Logger } from './lib/logger';
import { authRoutes } from './rest/auth.routes';
import { cartRoutes } from './rest/cart.routes';
import { createServices, type Services } from './services';
import { createTrpcContext } from './trpc/context';
import { appRouter } from './trpc/root.router';

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  now?: () => Date;
}

export const MAX_JSON_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps): { app: Hono<AppEnv>; services: Services } {
  const services = createServices(deps);
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('config', config);
    c.set('logger', logger);
    c.set('services', services);
    await next();
  });
  app.use(securityHeaders(config));
  app.use(compress());

  for (const prefix of ['/api/*', '/trpc/*']) {
    // First, so that answers from the guards below (403, 413) are covered as well.
    app.use(prefix, async (c, next) => {
      await next();
      // API answers carry personal data; no shared or browser cache may keep them.
      c.header('Cache-Control', 'no-store');
    });
    app.use(
      prefix,
      bodyLimit({
        maxSize: MAX_JSON_BODY_BYTES,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', messages.bodyTooLarge);
        },
      }),
    );
    app.use(prefix, originCheck(config));
    app.use(prefix, sessionMiddleware);
  }

  app.get('/healthz', (c) => {
    deps.db.run('select 1');
    return c.json({ status: 'ok' });
  });

  const trpc = trpcServer({
    endpoint: '/trpc',
    router: appRouter,
    createContext: (_opts, c) => createTrpcContext(c),
  });
  app.use('/trpc/*', async (c, next) => {
    const res = await trpc(c, next);
    if (!res) return;
    // The fetch adapter answers with a Response of its own, which would drop the headers that
    // procedures set on the Hono context (the session cookie, Retry-After): copy them onto it.
    const fromContext = c.res.headers;
    for (const cookie of fromContext.getSetCookie()) res.headers.append('Set-Cookie', cookie);
    for (const [name, value] of fromContext) {
      if (name !== 'set-cookie' && name !== 'content-type') res.headers.set(name, value);
    }
    return res;
  });

  app.route('/api', authRoutes);
  app.route('/api/cart', cartRoutes);
  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', messages.notFound);
  });
  app.route('/', staticClient(config.clientDist));

  app.onError((error, c) => {
    const appError = findAppError(error);
    if (appError) {
      if (appError.retryAfterSeconds) c.header('Retry-After', String(appError.retryAfterSeconds));
      const body = appError.fieldErrors
        ? { message: appError.message, errors: appError.fieldErrors }
        : { message: appError.message };
      return c.json(body, appError.status as 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || messages.notFound }, error.status);
    }
    logger.error('request failed', { requestId: c.get('requestId'), path: c.req.path, error });
    return c.json({ message: messages.internal, requestId: c.get('requestId') }, 500);
  });

  return { app, services };
}
