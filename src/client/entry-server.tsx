/**
 * Server rendering (docs/decisions/013-server-rendering.md). Built by `vite build --ssr` into
 * dist/server and called by the server for every page (src/server/http/server-render.ts): the
 * screen is drawn with the visitor's session, its tRPC reads answered in process through the same
 * procedures, and the HTML comes back with Chakra's styles and the query cache the browser
 * hydrates from (main.tsx).
 */
import createEmotionServer from '@emotion/server/create-instance';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { getUntypedClient } from '@trpc/client';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { App, createAppParts, createEmotionCache } from './app-providers';
import { askLearnedReads } from './lib/learned-reads';
import { keepFailedReads, SSR_STATE_ID, serializeQueries } from './lib/ssr-state';
import type { TrpcLink } from './lib/trpc';
import { createAppSystem } from './theme/system';

/** Where the router sends this URL instead: its canonical address (search defaults written out). */
export interface RedirectedPage {
  redirect: string;
}

export interface RenderedPage {
  /** For the <head>: `<style>` elements with the rules the markup uses. */
  head: string;
  /** The markup inside #root. */
  root: string;
  /** For after #root: the dehydrated query cache in a `<script type="application/json">`. */
  tail: string;
  /**
   * Whether the page holds only what its URL and the data give: every read answered or refused for
   * good (a missing catch, a signed-out visitor's user), none left to the browser, no part failed.
   */
  complete: boolean;
}

/**
 * A screen reads with `useQuery`, which on the server only notes what it wants. Each pass fetches
 * what the last one noted and draws again, until a pass asks for nothing new; a read that depends
 * on another's answer takes a pass of its own, and four cover the deepest screen.
 */
const MAX_PASSES = 4;

/**
 * One Chakra system for every render: its memoised styles carry over from page to page. The build
 * keys Chakra's memo in the objects' own order (scripts/build/chakra-ordered-memo.ts), so what it
 * drew before cannot change a class name, and the page matches the browser's first render.
 */
const system = createAppSystem();

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** A read refused for now (a limit, the database away), not for good: the next visitor may get it. */
function failedForNow(query: Query): boolean {
  const status = (query.state.error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return query.state.status === 'error' && (status === undefined || status === 429 || status >= 500);
}

function unreadQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && isEnabled(q),
  });
}

async function renderToHtml(node: ReactNode, onError: (error: unknown) => void): Promise<string> {
  // prerender waits for every part, lazy code included. React would still send a large part after
  // the rest, moved into place by an inline script the Content-Security-Policy refuses: the page is
  // finished before it is sent, so it goes in one piece.
  const { prelude } = await prerender(node, { onError, progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

export async function renderPage(
  url: string,
  link: TrpcLink,
  onError: (error: unknown) => void,
): Promise<RenderedPage | RedirectedPage> {
  const parts = createAppParts(link, createMemoryHistory({ initialEntries: [url] }));
  const { queryClient, router } = parts;
  await router.load();
  const outcome = router._serverResult;
  if (outcome?.type === 'redirect') {
    return { redirect: outcome.redirect.headers.get('Location') ?? outcome.redirect.options.href ?? '/' };
  }

  const reads = await askLearnedReads(url, queryClient, getUntypedClient(parts.trpcClient));
  const emotionCache = createEmotionCache();
  const emotionServer = createEmotionServer(emotionCache);
  const app = () => <App parts={parts} emotionCache={emotionCache} system={system} />;

  let partFailed = false;
  const onPartError = (error: unknown) => {
    partFailed = true;
    onError(error);
  };
  keepFailedReads(queryClient);
  let html = await renderToHtml(app(), onPartError);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const unread = unreadQueries(queryClient);
    if (unread.length === 0) break;
    await Promise.all(unread.map((query) => query.fetch().catch(() => undefined)));
    keepFailedReads(queryClient);
    html = await renderToHtml(app(), onPartError);
  }
  reads.finish();
  // React writes the resource hints it found (preloads of images above the fold) first; rendered
  // without an <html> element they would land inside #root, where the browser's tree has none.
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  const markup = html.slice(hints.length);
  return {
    head: hints + emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(markup)),
    root: markup,
    tail: `<script type="application/json" id="${SSR_STATE_ID}">${serializeQueries(queryClient)}</script>`,
    complete:
      !partFailed &&
      unreadQueries(queryClient).length === 0 &&
      !queryClient.getQueryCache().findAll().some(failedForNow),
  };
}
