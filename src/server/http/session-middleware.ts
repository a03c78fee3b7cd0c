import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { findAppError } from '../lib/app-error';
import type { RequestEnv, RequestServices } from './request-env';
import { isHttpsRequest } from './request-info';
import { clearSessionCookie, sessionCookieName, writeSessionCookie } from './session-cookie';

/** Resolves the session cookie into the signed-in user once per request. */
export const sessionMiddleware: MiddlewareHandler<RequestEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const secure = isHttpsRequest(c, c.get('config'));
  const token = getCookie(c, sessionCookieName(secure));
  if (token) {
    let session: Awaited<ReturnType<RequestServices['auth']['validateSessionToken']>>;
    try {
      session = await c.get('services').auth.validateSessionToken(token, c.req.header('user-agent'));
    } catch (error) {
      const refusal = findAppError(error);
      if (!refusal || !c.req.path.startsWith('/trpc/')) throw error;
      c.set('sessionFailure', refusal);
      return next();
    }
    if (session) {
      c.set('user', session.user);
      c.set('sessionId', session.sessionId);
      if (session.renewedExpiresAt) writeSessionCookie(c, token, session.renewedExpiresAt, secure);
    } else {
      clearSessionCookie(c, secure);
    }
  }
  await next();
};
