/**
 * The notice a form post leaves for the page it redirects to (src/shared/form-posts.ts): a cookie
 * of a minute, read once by the page's render and forgotten. It never goes in the address, where
 * anyone could write a message onto our page with a link; and a page drawn with it is the
 * visitor's alone, never kept in the shared cache of signed-out pages (./static-client.ts).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type FormNotice, formNotice } from '../../shared/form-posts';
import type { Config } from '../env';
import { isHttpsRequest } from './request-info';

const FORM_NOTICE_COOKIE = 'baycatch_form_notice';
/** Long enough for the redirect to be followed on a slow phone, short enough not to meet a later visit. */
const FORM_NOTICE_MAX_AGE_SECONDS = 60;

const cookieName = (secure: boolean) => (secure ? `__Host-${FORM_NOTICE_COOKIE}` : FORM_NOTICE_COOKIE);

export function writeFormNotice(c: Context, config: Config, notice: FormNotice): void {
  const secure = isHttpsRequest(c, config);
  setCookie(c, cookieName(secure), Buffer.from(JSON.stringify(notice)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: FORM_NOTICE_MAX_AGE_SECONDS,
  });
}

export function hasFormNotice(c: Context, config: Config): boolean {
  return getCookie(c, cookieName(isHttpsRequest(c, config))) !== undefined;
}

/** The notice waiting for this page, if any, forgotten as it is read; one that does not parse is ignored. */
export function takeFormNotice(c: Context, config: Config): FormNotice | null {
  const secure = isHttpsRequest(c, config);
  const value = getCookie(c, cookieName(secure));
  if (value === undefined) return null;
  deleteCookie(c, cookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
  try {
    const parsed = formNotice.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
