import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../env';
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

export function securityHeaders(config: Config): MiddlewareHandler {
  const stripe = ['https://js.stripe.com', 'https://*.stripe.com'];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...stripe],
      // Chakra UI (emotion) injects its styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins(config.mapTileUrl), ...stripe],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...stripe],
      frameSrc: stripe,
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // HSTS only makes sense over HTTPS; it is added below when the request came over it.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (isHttpsRequest(c, config)) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
