/**
 * Pages drawn for signed-out visitors, kept so a crowd on the same pages costs one render per
 * data version instead of one each (decision record 021). A signed-out page depends only on its
 * URL, the data it shows and the clock: the key is the URL, and an entry serves only while the
 * catalog's change version is the one it was drawn at and for at most TTL_MS, the same ten
 * seconds the catalog's own read cache keeps an answer. Nothing drawn for a signed-in person ever
 * enters it. Bounded by entries and by bytes, the least recently used leaving first, so memory
 * stays flat whatever URLs are asked for.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TTL_MS = 10_000;
const MAX_ENTRIES = 300;
const MAX_BYTES = 24 * 1024 * 1024;

/** A signed-out page as sent: HTML with its status, or the canonical address it redirects to. */
export type SharedPage = { redirect: string } | { html: string; status: 200 | 404 };

/** What drawing a page gave, and whether it may be shown to other visitors too. */
export interface DrawnPage {
  page: SharedPage;
  shareable: boolean;
}

interface Entry {
  page: SharedPage;
  version: string;
  drawnAt: number;
  bytes: number;
  /** The HTML as bytes, as is and compressed, each made when first asked for and kept with the page. */
  encoded: Partial<Record<'identity' | 'br' | 'gzip', Buffer>>;
}

export interface CachedPage {
  page: SharedPage;
  /** The HTML's bytes in this encoding, made once for every visitor who accepts it. */
  encoded(encoding: 'identity' | 'br' | 'gzip'): Buffer;
}

function compress(html: string, encoding: 'identity' | 'br' | 'gzip'): Buffer {
  if (encoding === 'identity') return Buffer.from(html);
  // The settings of the compression middleware (compression.ts), so a page is the same either way.
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipSync(html, { level: 6 });
}

export function createRenderedPageCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Pages being drawn now: visitors asking meanwhile wait for that render instead of starting theirs. */
  const drawing = new Map<string, Promise<DrawnPage>>();

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  const keep = (key: string, page: SharedPage, version: string): Entry => {
    forget(key);
    const entry: Entry = {
      page,
      version,
      drawnAt: now(),
      bytes: 'html' in page ? page.html.length * 2 : 64,
      encoded: {},
    };
    entries.set(key, entry);
    bytes += entry.bytes;
    while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES) forget(entries.keys().next().value as string);
    return entry;
  };
  const served = (url: string, entry: Entry): CachedPage => ({
    page: entry.page,
    encoded(encoding) {
      if ('redirect' in entry.page) throw new Error('a redirect has no body to encode');
      let body = entry.encoded[encoding];
      if (!body) {
        body = compress(entry.page.html, encoding);
        entry.encoded[encoding] = body;
        entry.bytes += body.length;
        if (entries.get(url) === entry) bytes += body.length;
      }
      return body;
    },
  });

  return {
    /**
     * The page at `url` for a signed-out visitor: kept, being drawn, or drawn now by `draw`. A
     * page that is not shareable (a part failed, a read was refused) goes to the visitor it was
     * drawn for alone; others waiting on it draw their own, as they do when it throws.
     */
    async read(url: string, version: string, draw: () => Promise<DrawnPage>): Promise<CachedPage> {
      const entry = entries.get(url);
      if (entry && entry.version === version && now() - entry.drawnAt < TTL_MS) {
        // Refresh its place, so the least recently used entry is the one evicted.
        entries.delete(url);
        entries.set(url, entry);
        return served(url, entry);
      }
      const pending = drawing.get(`${version}|${url}`);
      if (pending) {
        // A render that failed fails its own visitor only: the others draw theirs.
        const drawn = await pending.catch(() => null);
        if (drawn?.shareable) return served(url, entries.get(url) ?? keep(url, drawn.page, version));
      }
      const mine = draw();
      if (!pending) drawing.set(`${version}|${url}`, mine);
      try {
        const drawn = await mine;
        if (!drawn.shareable)
          return served(url, { page: drawn.page, version, drawnAt: 0, bytes: 0, encoded: {} });
        return served(url, keep(url, drawn.page, version));
      } finally {
        if (drawing.get(`${version}|${url}`) === mine) drawing.delete(`${version}|${url}`);
      }
    },
  };
}
