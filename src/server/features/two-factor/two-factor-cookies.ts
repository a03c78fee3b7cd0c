/**
 * The two cookies of two-factor sign-in, both HttpOnly and named with __Host- over HTTPS like the
 * session cookie: the challenge of a sign-in waiting for its code (10 minutes) and a remembered
 * browser (30 days). Only their tokens' SHA-256 is stored.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../env';
import { isHttpsRequest } from '../../http/request-info';

const CHALLENGE_COOKIE = 'baycatch_sign_in';
const TRUSTED_DEVICE_COOKIE = 'baycatch_trusted_device';

const named = (name: string, secure: boolean) => (secure ? `__Host-${name}` : name);

function write(c: Context, config: Config, name: string, token: string, expiresAt: Date): void {
  const secure = isHttpsRequest(c, config);
  setCookie(c, named(name, secure), token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

function read(c: Context, config: Config, name: string): string | undefined {
  return getCookie(c, named(name, isHttpsRequest(c, config)));
}

export const writeChallengeCookie = (c: Context, config: Config, token: string, expiresAt: Date) =>
  write(c, config, CHALLENGE_COOKIE, token, expiresAt);
export const readChallengeCookie = (c: Context, config: Config) => read(c, config, CHALLENGE_COOKIE);
export function clearChallengeCookie(c: Context, config: Config): void {
  const secure = isHttpsRequest(c, config);
  deleteCookie(c, named(CHALLENGE_COOKIE, secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

export const writeTrustedDeviceCookie = (c: Context, config: Config, token: string, expiresAt: Date) =>
  write(c, config, TRUSTED_DEVICE_COOKIE, token, expiresAt);
export const readTrustedDeviceCookie = (c: Context, config: Config) => read(c, config, TRUSTED_DEVICE_COOKIE);
