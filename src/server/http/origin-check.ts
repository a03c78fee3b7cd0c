/**
 * Refuses state-changing requests that come from another site, whatever their content type.
 * Hono's csrf() lets JSON through because it assumes CORS preflights protect it; a form-encoded
 * or text/plain POST needs no preflight, so we check every unsafe method here instead.
 */

import type { MiddlewareHandler } from 'hono';
import { httpMessages } from '../../shared/messages/http';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { publicOrigin } from './request-info';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE_FETCH = new Set(['same-origin', 'none']);

/** `exempt`: webhooks that prove their sender by a signature instead (the text provider's). */
export function originCheck(config: Config, exempt: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt.includes(c.req.path)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin !== undefined) {
      if (origin !== publicOrigin(config)) throw new AppError('FORBIDDEN', httpMessages.crossOrigin);
    } else if (fetchSite !== undefined && !SAME_SITE_FETCH.has(fetchSite)) {
      throw new AppError('FORBIDDEN', httpMessages.crossOrigin);
    }
    // Neither header: not a browser (curl, server-to-server), which cannot carry a victim's cookie.
    return next();
  };
}
