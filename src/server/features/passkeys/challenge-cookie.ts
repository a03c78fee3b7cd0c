/**
 * The browser's half of a WebAuthn ceremony: the id of the server's stored challenge, in a
 * short-lived HttpOnly cookie. Read once and cleared with the answer, whatever the outcome.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../env';
import { isHttpsRequest } from '../../http/request-info';

const CHALLENGE_COOKIE = 'baycatch_webauthn';

/** Over HTTPS with the __Host- prefix, like the session cookie (session-token.ts). */
function cookieName(secure: boolean): string {
  return secure ? `__Host-${CHALLENGE_COOKIE}` : CHALLENGE_COOKIE;
}

export function writeChallengeCookie(c: Context, config: Config, challengeId: string, expiresAt: Date): void {
  const secure = isHttpsRequest(c, config);
  setCookie(c, cookieName(secure), challengeId, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

/** The challenge id the browser holds, and the cookie cleared: a challenge is answered once. */
export function takeChallengeCookie(c: Context, config: Config): string | undefined {
  const secure = isHttpsRequest(c, config);
  const name = cookieName(secure);
  const value = getCookie(c, name);
  if (value !== undefined) deleteCookie(c, name, { path: '/', secure, httpOnly: true, sameSite: 'Strict' });
  return value;
}
