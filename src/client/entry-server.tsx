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
import { App, type AppParts, createAppParts, createEmotionCache } from './app-providers';
import { ViewerPartsOnly } from './components/layout/viewer-parts';
import { askLearnedReads, isEnabled } from './lib/learned-reads';
import type { RedirectedPage, RenderedPage } from './lib/rendered-page';
import { keepFailedReads, serializeQueries, stateScript } from './lib/ssr-state';
import type { TrpcLink } from './lib/trpc';
import {
  answersAsDrawn,
  fillPageTemplate,
  keepViewerParts,
  keptViewerParts,
  type PageTemplate,
  pageTemplate,
} from './lib/viewer-parts-render';
import { createAppSystem } from './theme/system';

export type { RedirectedPage, RenderedPage } from './lib/rendered-page';

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

interface Prepared {
  app: AppParts;
  reads: Awaited<ReturnType<typeof askLearnedReads>>;
  partsOnly: boolean;
}

/**
 * The app at `url` with the reads its last render made asked for. With `partsOnly` the layout will
 * draw only the viewer parts (./components/layout/viewer-parts.ts), whose reads are learned under
 * a key of their own.
 */
async function prepare(url: string, link: TrpcLink, partsOnly: boolean): Promise<Prepared> {
  const app = createAppParts(link, createMemoryHistory({ initialEntries: [url] }));
  const reads = await askLearnedReads(
    partsOnly ? `${url} (viewer parts)` : url,
    app.queryClient,
    getUntypedClient(app.trpcClient),
  );
  return { app, reads, partsOnly };
}

/** Loads the router at the prepared URL: the page's own reads, or where it redirects. */
async function route({ app: { router } }: Prepared): Promise<RedirectedPage | null> {
  await router.load();
  const outcome = router._serverResult;
  if (outcome?.type !== 'redirect') return null;
  return { redirect: outcome.redirect.headers.get('Location') ?? outcome.redirect.options.href ?? '/' };
}

/** Draws the prepared app in passes until no read is left. */
async function paint({ app: parts, reads, partsOnly }: Prepared, onError: (error: unknown) => void) {
  const { queryClient } = parts;
  const emotionCache = createEmotionCache();
  // Made before drawing: it tells emotion to leave its <style> elements out of the markup.
  const emotionServer = createEmotionServer(emotionCache);
  const app = () => (
    <ViewerPartsOnly.Provider value={partsOnly}>
      <App parts={parts} emotionCache={emotionCache} system={system} />
    </ViewerPartsOnly.Provider>
  );

  let partFailed = false;
  const onPartError = (error: unknown) => {
    partFailed = true;
    onError(error);
  };
  keepFailedReads(queryClient);
  reads.watch();
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
  return {
    hints,
    markup: html.slice(hints.length),
    emotionCache,
    emotionServer,
    queryClient,
    complete:
      !partFailed &&
      unreadQueries(queryClient).length === 0 &&
      !queryClient.getQueryCache().findAll().some(failedForNow),
  };
}
type Drawn = Awaited<ReturnType<typeof paint>>;

async function draw(url: string, link: TrpcLink, onError: (error: unknown) => void) {
  const prepared = await prepare(url, link, false);
  return (await route(prepared)) ?? paint(prepared, onError);
}

/** This visitor's viewer parts at `url`: kept from an earlier visit with the same reads' answers, or drawn. */
async function drawViewerParts(url: string, link: TrpcLink, onError: (error: unknown) => void) {
  const prepared = await prepare(url, link, true);
  // Kept parts were drawn after the router loaded this URL, so it needs no loading again.
  const kept = keptViewerParts(url, prepared.app.queryClient);
  if (kept) return kept;
  return (await route(prepared)) ? null : keepViewerParts(url, await paint(prepared, onError));
}

function asPage(drawn: Drawn): RenderedPage {
  const { emotionServer } = drawn;
  return {
    head:
      drawn.hints +
      emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(drawn.markup)),
    root: drawn.markup,
    tail: stateScript(serializeQueries(drawn.queryClient)),
    complete: drawn.complete,
  };
}

export async function renderPage(
  url: string,
  link: TrpcLink,
  onError: (error: unknown) => void,
): Promise<RenderedPage | RedirectedPage> {
  const drawn = await draw(url, link, onError);
  return 'redirect' in drawn ? drawn : asPage(drawn);
}

export type { PageTemplate };

/**
 * A signed-in person's page, drawn whole, and the template that draws the same page for every
 * other signed-in person from their viewer parts alone (decision 036); null when this page cannot
 * be one (a part failed, or the page read something of the viewer's outside those parts).
 */
export async function renderTemplatePage(
  url: string,
  link: TrpcLink,
  onError: (error: unknown) => void,
): Promise<{ page: RenderedPage | RedirectedPage; template: PageTemplate | null }> {
  const drawn = await draw(url, link, onError);
  if ('redirect' in drawn) return { page: drawn, template: null };
  const page = asPage(drawn);
  const parts = await drawViewerParts(url, link, onError);
  return { page, template: parts && drawn.complete ? pageTemplate(page, drawn, parts) : null };
}

/**
 * The page at `url` for this visitor: their viewer parts in the template; null if they do not
 * fit, or, with `recheck`, if the reads the template was drawn from answer differently now.
 */
export async function renderFromTemplate(
  url: string,
  link: TrpcLink,
  onError: (error: unknown) => void,
  template: PageTemplate,
  recheck: boolean,
): Promise<RenderedPage | null> {
  if (recheck) {
    const { queryClient, trpcClient } = createAppParts(link);
    if (!(await answersAsDrawn(template, { queryClient, client: getUntypedClient(trpcClient) }))) return null;
  }
  const parts = await drawViewerParts(url, link, onError);
  return parts ? fillPageTemplate(template, parts) : null;
}
