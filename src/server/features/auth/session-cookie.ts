import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../env';
import type { AppEnv } from '../../http/app-env';
import { isHttpsRequest } from '../../http/request-info';
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

/**
 * Signs the browser in with a new session: every sign-in, sign-up and password reset ends here.
 * The browser's User-Agent is noted so the owner can recognise the session among their devices.
 */
export async function startSession(
  c: Context<AppEnv>,
  session: { token: string; expiresAt: Date },
  config: Config,
): Promise<void> {
  writeSessionCookie(c, session.token, session.expiresAt, isHttpsRequest(c, config));
  await c.get('services').auth.recordSessionClient(session.token, c.req.header('user-agent'));
}

/** Forgets the session cookie, under whichever name this connection uses. */
export function endSession(c: Context, config: Config): void {
  clearSessionCookie(c, isHttpsRequest(c, config));
}
