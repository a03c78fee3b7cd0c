/**
 * Security headers, the request id and the API's no-store, set on every response. They are set
 * before the handler runs, so they travel inside the response the handler builds: setting
 * headers on a finished response makes Hono copy it, which cost most of a simple request's time.
 * The tRPC bridge (src/server/trpc/hono-bridge.ts) answers through the context for the same reason.
 */
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../env';
import { EARLY_TAPS_SCRIPT_HASH } from './early-taps-head';
import type { RequestEnv } from './request-env';
import { isHttpsRequest } from './request-info';

/** The origins map tiles come from, derived from MAP_TILE_URL ('{s}' expands to subdomains). */
function tileOrigins(mapTileUrl: string): string[] {
  try {
    const url = new URL(mapTileUrl.replace('{s}', 'a'));
    if (!mapTileUrl.includes('{s}')) return [url.origin];
    return [`${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`];
  } catch {
    return [];
  }
}

export function contentSecurityPolicy(config: Config): string {
  const stripe = ['https://js.stripe.com', 'https://*.stripe.com'];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the pickup check compile the QR decoder's WebAssembly (served from
    // 'self', loaded only on /pickup-check where the browser has no BarcodeDetector); it allows
    // WebAssembly compilation only, not eval() of JavaScript.
    // The one inline script is the page's early-tap holder (./early-taps-head.ts), allowed by its hash.
    'script-src': ["'self'", EARLY_TAPS_SCRIPT_HASH, "'wasm-unsafe-eval'", ...stripe],
    // Chakra UI (emotion) injects its styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTileUrl), ...stripe],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...stripe],
    'frame-src': stripe,
    // The service worker (/sw.js) and the web app manifest come from this origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

const REQUEST_ID_PATTERN = /^[\w-]{1,64}$/;

export function securityHeaders(config: Config): MiddlewareHandler<RequestEnv> {
  const always: [string, string][] = [
    ['Content-Security-Policy', contentSecurityPolicy(config)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
  ];

  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', requestId);

    const headers: [string, string][] = [...always, ['X-Request-Id', requestId]];
    if (isHttpsRequest(c, config))
      headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
    // API answers carry personal data; no shared or browser cache may keep them.
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/trpc/'))
      headers.push(['Cache-Control', 'no-store']);
    for (const [name, value] of headers) c.header(name, value);

    await next();

    if (!c.res.headers.has('Content-Security-Policy')) {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    }
  };
}
