/**
 * JSON answers name their charset (`application/json; charset=utf-8`): JSON is UTF-8 by
 * definition, but some clients and proxies fall back to Latin-1 without it.
 */
import type { MiddlewareHandler } from 'hono';

export const jsonCharset: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type');
  if (!type || !/^application\/json\s*(;|$)/i.test(type) || /charset=/i.test(type)) return;
  const withCharset = 'application/json; charset=utf-8';
  try {
    c.res.headers.set('content-type', withCharset);
  } catch {
    // A response with immutable headers (a fetched one) is copied instead.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('content-type', withCharset);
  }
};
