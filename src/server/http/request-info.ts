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

export function isHttpsRequest(c: Context, config: Config): boolean {
  if (config.publicUrl?.startsWith('https:')) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy > 0 && c.req.header('x-forwarded-proto') === 'https';
}

/** Our own origin: PUBLIC_URL when configured, else the origin the request was addressed to. */
export function selfOrigin(c: Context, config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const url = new URL(c.req.url);
  const host =
    (config.trustProxy > 0 && c.req.header('x-forwarded-host')) || c.req.header('host') || url.host;
  const protocol = isHttpsRequest(c, config) ? 'https:' : url.protocol;
  return `${protocol}//${host}`;
}
