/**
 * The reads a page's last server render made, asked for before the next render of the same URL
 * starts (src/client/entry-server.tsx). A screen's reads are only known by drawing it: a buyer's
 * marketplace took three passes (the current user, then the header's cart, notifications and
 * unread count, then the page with them), each as costly as the page. With the reads answered
 * first, one pass draws it.
 *
 * Only the reads' names and inputs are kept, never their answers: each is asked again through this
 * request's own client, with this visitor's session. A read asked for but not drawn by this page (a
 * seller's read on a buyer's visit) is dropped before the page is sent, so the page holds what the
 * passes alone would have read; if a read is missing, the passes still find it.
 */
import type { Query, QueryCache, QueryClient, QueryKey } from '@tanstack/react-query';

interface Read {
  path: string;
  input: unknown;
  queryKey: QueryKey;
}

/** URLs remembered, least recently rendered forgotten first; reads per URL. */
const MAX_URLS = 500;
const MAX_READS = 24;
const learned = new Map<string, Read[]>();

/** Whether the screen that built the query reads it: a disabled one waits for the browser. */
export function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A tRPC query's key: `[['auth', 'me'], { input?, type: 'query' }]`. */
function asRead(queryKey: QueryKey): Read | null {
  const [path, options] = queryKey as [unknown, { input?: unknown; type?: unknown } | undefined];
  if (!Array.isArray(path) || !path.every((part) => typeof part === 'string')) return null;
  if (options?.type !== 'query') return null;
  return { path: path.join('.'), input: options.input, queryKey };
}

/**
 * Asks for the reads the last render of `url` made that are not in the cache yet. Call `watch`
 * before the page's first pass, to note every query the passes draw from, and `finish` after the
 * last.
 */
export async function askLearnedReads(
  url: string,
  queryClient: QueryClient,
  client: { query(path: string, input?: unknown): Promise<unknown> },
) {
  const cache = queryClient.getQueryCache();
  const asked = (learned.get(url) ?? []).filter(
    (read) => !cache.find({ queryKey: read.queryKey, exact: true }),
  );
  await Promise.all(
    asked.map((read) =>
      queryClient
        .prefetchQuery({ queryKey: read.queryKey, queryFn: () => client.query(read.path, read.input) })
        .catch(() => undefined),
    ),
  );
  /** The queries the passes drew from, by hash. */
  const drawn = new Map<string, QueryKey>();
  const build = cache.build.bind(cache);
  return {
    watch() {
      cache.build = ((...args: Parameters<QueryCache['build']>) => {
        const query = build(...args);
        drawn.set(query.queryHash, query.queryKey);
        return query;
      }) as QueryCache['build'];
    },
    /**
     * Drops the reads asked for that no pass drew, or drew only disabled (a search box's
     * suggestions before anything is typed), and remembers what this page read.
     */
    finish() {
      cache.build = build;
      const read = (queryKey: QueryKey) => {
        const query = cache.find({ queryKey, exact: true });
        return query !== undefined && drawn.has(query.queryHash) && isEnabled(query);
      };
      for (const { queryKey } of asked) {
        const query = cache.find({ queryKey, exact: true });
        if (query && !read(queryKey)) cache.remove(query);
      }
      const reads = [...drawn.values()]
        .filter(read)
        .flatMap((queryKey) => asRead(queryKey) ?? [])
        .slice(0, MAX_READS);
      learned.delete(url);
      learned.set(url, reads);
      if (learned.size > MAX_URLS) learned.delete(learned.keys().next().value!);
    },
  };
}
