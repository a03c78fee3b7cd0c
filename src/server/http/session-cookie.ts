/**
 * The session cookie as HTTP sees it: its name and how it is written and forgotten. The session
 * middleware (./session-middleware.ts) reads it here; the auth feature starts and ends sessions
 * with it (src/server/features/auth/session-cookie.ts).
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';

export const SESSION_COOKIE = 'baycatch_session';

/**
 * Over HTTPS the cookie carries the __Host- prefix: browsers then accept it only when Secure, with
 * Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant or overwrite it.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

export function writeSessionCookie(c: Context, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(c, sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context, secure: boolean): void {
  deleteCookie(c, sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}
