import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { sessionCookieName } from './session-token';

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
