/**
 * Compresses dynamic text answers (JSON, HTML, SVG) with brotli or gzip from node:zlib. Built
 * assets arrive already compressed (see scripts/build/precompress.ts), so the big bundles are
 * never compressed per request. Streams (server-sent events) and small bodies pass untouched,
 * and a request that accepts no encoding never touches the response at all.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

export function preferredEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const encoding = preferredEncoding(c.req.header('accept-encoding'));
  if (!encoding || c.req.method === 'HEAD') return;
  const res = c.res;
  if (!res.body || res.headers.has('Content-Encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
  const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
  if (length < MIN_BYTES) return;

  const body = Buffer.from(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.append('Vary', 'Accept-Encoding');
  if (body.length < MIN_BYTES) {
    c.res = new Response(body, { status: res.status, headers });
    return;
  }
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(body, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.delete('Content-Length');
  // Assigning c.res copies the old answer's headers onto the new one, Content-Length included (a
  // static file's): the browser would then wait for bytes that never come. Clear it first.
  c.res = undefined;
  c.res = new Response(compressed, { status: res.status, headers });
};
