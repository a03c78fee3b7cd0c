/**
 * Templates of pages drawn for signed-in people (decision 036), kept by URL for at most ten
 * seconds, as signed-out pages are (./rendered-page-cache.ts, decision 021), and a crowd arriving
 * before one exists waits for one render instead of drawing the page once each. Under the
 * catalog's change version it was drawn or last checked at, a template is current; under another
 * (any write on SQLite, a session's last use included) it is still used once the reads it was drawn
 * from are asked again and answer the same, and is then current at that version. A template holds
 * no visitor's parts or reads (src/client/lib/viewer-parts-render.ts). Bounded by entries and
 * bytes, the least recently used leaving first.
 */
import type { PageTemplate } from '../../client/entry-server';

const TTL_MS = 10_000;
const MAX_ENTRIES = 100;
const MAX_BYTES = 24 * 1024 * 1024;

export interface KeptTemplate {
  template: PageTemplate;
  /** Kept at the version asked for: its reads need not be asked again. */
  current: boolean;
}

interface Entry {
  template: PageTemplate;
  version: string;
  drawnAt: number;
  bytes: number;
}

/** About what a template holds in memory: its strings at two bytes a character. */
function sizeOf({ markup, head }: PageTemplate): number {
  return (markup.before.length + markup.after.length + head.length) * 2;
}

export function createPageTemplateCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const drawing = new Map<string, Promise<unknown>>();
  let bytes = 0;

  const forget = (url: string) => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    bytes -= entry.bytes;
  };
  const kept = (url: string, version: string): KeptTemplate | null => {
    const entry = entries.get(url);
    if (!entry || now() - entry.drawnAt >= TTL_MS) return null;
    entries.delete(url);
    entries.set(url, entry);
    return { template: entry.template, current: entry.version === version };
  };

  return {
    /**
     * The template of `url` kept, or made by the render already drawing it at `version`, if any,
     * once it has finished, and whether it is current at `version`; null if there is none (the
     * caller then draws the page whole).
     */
    async read(url: string, version: string): Promise<KeptTemplate | null> {
      const pending = drawing.get(`${version}|${url}`);
      if (pending) await pending.catch(() => undefined);
      return kept(url, version);
    },

    /** The template's reads answered at `version` as when it was drawn: it is current there too. */
    confirm(url: string, template: PageTemplate, version: string): void {
      const entry = entries.get(url);
      if (entry?.template === template) entry.version = version;
    },

    /** Notes that `render` is drawing `url` whole at `version`, and keeps the template it gives. */
    async drawing<T>(
      url: string,
      version: string,
      render: () => Promise<{ value: T; template: PageTemplate | null }>,
    ): Promise<T> {
      const key = `${version}|${url}`;
      const mine = render();
      if (!drawing.has(key)) drawing.set(key, mine);
      try {
        const { value, template } = await mine;
        if (template) {
          forget(url);
          const entry = { template, version, drawnAt: now(), bytes: sizeOf(template) };
          entries.set(url, entry);
          bytes += entry.bytes;
          while (entries.size > MAX_ENTRIES || bytes > MAX_BYTES)
            forget(entries.keys().next().value as string);
        }
        return value;
      } finally {
        if (drawing.get(key) === mine) drawing.delete(key);
      }
    },
  };
}
