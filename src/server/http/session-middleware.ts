import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { clearSessionCookie, writeSessionCookie } from '../features/auth/session-cookie';
import { sessionCookieName } from '../features/auth/session-token';
import type { AppEnv } from './app-env';
import { isHttpsRequest } from './request-info';

/** Resolves the session cookie into the signed-in user once per request. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const secure = isHttpsRequest(c, c.get('config'));
  const token = getCookie(c, sessionCookieName(secure));
  if (token) {
    const session = await c.get('services').auth.validateSessionToken(token, c.req.header('user-agent'));
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
