import type { Context } from 'hono';
import type { Config } from '../env';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client's address. X-Forwarded-For is believed only for as many hops as TRUST_PROXY says,
 * counted from the right, so a client cannot forge its way around a rate limit.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustProxy <= 0) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - trustProxy] ?? forwarded[0] ?? socketAddress;
}

/**
 * Whether the session cookie is marked Secure: an https PUBLIC_URL, a request that itself came over
 * TLS, or a trusted proxy saying it did. It only ever hardens the cookie; no link or origin check reads it.
 */
export function isHttpsRequest(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https:')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy > 0 && c.req.header('x-forwarded-proto') === 'https';
}

/**
 * Our own origin, the one configured public origin (PUBLIC_URL, or http://localhost:PORT outside
 * production). Never read from the request's Host, X-Forwarded-Host or Origin headers: a link built
 * from those could be pointed at another site by whoever sends the request (reset-link poisoning).
 */
export function publicOrigin(config: Config): string {
  return config.publicUrl;
}
