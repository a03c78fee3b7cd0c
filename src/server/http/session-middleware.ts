import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { clearSessionCookie, writeSessionCookie } from '../features/auth/session-cookie';
import { SESSION_COOKIE } from '../features/auth/session-token';
import type { AppEnv } from './app-env';
import { isHttpsRequest } from './request-info';

/** Resolves the session cookie into the signed-in user once per request. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('user', null);
  c.set('sessionId', null);
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    const secure = isHttpsRequest(c, c.get('config'));
    const session = c.get('services').auth.validateSessionToken(token);
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
