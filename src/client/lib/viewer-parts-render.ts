/**
 * Server side of decision 036: a page that differs from one signed-in person to the next only in
 * its viewer parts (the header and the banner, ../components/layout/viewer-parts.ts) is drawn
 * whole once per data version as a template; every visitor after that costs the drawing of their
 * own parts, and not even that when their parts' reads answer as they did on their last visit.
 *
 * What may be shared is proved, not assumed: the template is made only when the parts drawn alone
 * stand verbatim in the whole page (./page-template.ts), and only when every read the page made is
 * either one of the parts' own reads, which each visitor brings, or one whose answer is the same
 * for everyone. Nothing of the first visitor's reaches another: their parts are cut out, their
 * reads are left out of the kept state.
 */
import type { EmotionCache } from '@emotion/cache';
import type { DehydratedState, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  fillTemplate,
  type MarkupTemplate,
  templateOf,
  type ViewerPartsMarkup,
  viewerPartsOf,
} from './page-template';
import type { RenderedPage } from './rendered-page';
import { dehydrateReads, stateScript, stateWithSharedReads } from './ssr-state';

/** Reads answered the same for every visitor, whatever their session: a template may keep them. */
const SAME_FOR_EVERYONE = new Set(['catalog.list']);

/** Visitors' parts kept, least recently used forgotten first (a few kB each). */
const MAX_KEPT_PARTS = 2000;

type DehydratedQuery = DehydratedState['queries'][number];

interface DrawnMarkup {
  markup: string;
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  complete: boolean;
}

export interface ViewerParts {
  markup: ViewerPartsMarkup;
  /** The emotion rules the parts use, by id, for those the template's styles lack. */
  styles: [id: string, css: string][];
  /** The parts' reads, which travel in the visitor's page. */
  queries: DehydratedQuery[];
  complete: boolean;
}

export interface PageTemplate {
  markup: MarkupTemplate;
  /** The reads answered the same for everyone it was drawn from, and what they answered. */
  sharedReads: QueryKey[];
  sharedAnswers: string;
  head: string;
  /** The emotion ids the head's styles hold. */
  headIds: Set<string>;
  /** The page's state from a visitor's own reads and the reads answered the same for everyone. */
  state: (own: DehydratedQuery[]) => string;
  complete: boolean;
}

function procedureOf(queryKey: QueryKey): string {
  const [path] = queryKey as [unknown];
  return Array.isArray(path) ? path.join('.') : '';
}

const isShared = (query: Query) => SAME_FOR_EVERYONE.has(procedureOf(query.queryKey));

/** What a template's shared reads answered, compared as text. */
const answersText = (answers: unknown[]) => JSON.stringify(answers);

const viewerReads = (queryClient: QueryClient) =>
  dehydrateReads(queryClient, (query) => !isShared(query)).queries;

function emotionIds(markup: string): Set<string> {
  return new Set(Array.from(markup.matchAll(/\bcss-([a-zA-Z0-9_-]+)/g), (match) => match[1]!));
}

/** What the parts' reads answered: the same answers draw the same parts. */
function answersKey(url: string, queries: DehydratedQuery[]): string {
  const answers = queries
    .map(({ queryHash, state }) => {
      const error = state.error as { shape?: unknown; message?: string } | null;
      return [queryHash, state.status, state.data, error ? (error.shape ?? error.message) : null];
    })
    .sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1));
  return `${url}\n${JSON.stringify(answers)}`;
}

const keptParts = new Map<string, Omit<ViewerParts, 'queries'>>();

/** The parts drawn before for reads that answer as `queryClient`'s do now, with this visit's reads. */
export function keptViewerParts(url: string, queryClient: QueryClient): ViewerParts | null {
  const queries = viewerReads(queryClient);
  const key = answersKey(url, queries);
  const kept = keptParts.get(key);
  if (!kept) return null;
  keptParts.delete(key);
  keptParts.set(key, kept);
  return { ...kept, queries };
}

/** Parts just drawn, kept for the next visit with the same answers when nothing failed. */
export function keepViewerParts(url: string, drawn: DrawnMarkup): ViewerParts | null {
  const markup = viewerPartsOf(drawn.markup);
  if (!markup) return null;
  const { inserted, registered } = drawn.emotionCache;
  const styles = [...emotionIds(drawn.markup)].flatMap((id): [string, string][] => {
    const css = inserted[id];
    return typeof css === 'string' && registered[`css-${id}`] !== undefined ? [[id, css]] : [];
  });
  const queries = viewerReads(drawn.queryClient);
  const parts = { markup, styles, complete: drawn.complete };
  if (drawn.complete) {
    keptParts.set(answersKey(url, queries), parts);
    if (keptParts.size > MAX_KEPT_PARTS) keptParts.delete(keptParts.keys().next().value!);
  }
  return { ...parts, queries };
}

/** The template of a page drawn whole, given the parts drawn alone for the same visitor. */
export function pageTemplate(
  page: RenderedPage,
  drawn: DrawnMarkup,
  parts: ViewerParts,
): PageTemplate | null {
  const markup = templateOf(drawn.markup, parts.markup);
  if (!markup || !page.complete || !parts.complete) return null;
  const partsReads = new Set(parts.queries.map((query) => query.queryHash));
  const read = dehydrateReads(drawn.queryClient).queries;
  if (
    !read.every(
      (query) => partsReads.has(query.queryHash) || SAME_FOR_EVERYONE.has(procedureOf(query.queryKey)),
    )
  )
    return null;
  const shared = read.filter((query) => SAME_FOR_EVERYONE.has(procedureOf(query.queryKey)));
  return {
    markup,
    sharedReads: shared.map((query) => query.queryKey),
    sharedAnswers: answersText(shared.map((query) => query.state.data)),
    head: page.head,
    headIds: emotionIds(drawn.markup),
    state: stateWithSharedReads(shared),
    complete: true,
  };
}

/**
 * Whether the template's shared reads, asked again through `client` (this request's own), answer
 * what they answered when it was drawn: then it draws the same page now. A read that fails does not.
 */
export async function answersAsDrawn(
  template: PageTemplate,
  {
    queryClient,
    client,
  }: { queryClient: QueryClient; client: { query(path: string, input?: unknown): Promise<unknown> } },
): Promise<boolean> {
  try {
    const answers = await Promise.all(
      template.sharedReads.map((queryKey) => {
        const [, options] = queryKey as [unknown, { input?: unknown } | undefined];
        return queryClient.fetchQuery({
          queryKey,
          queryFn: () => client.query(procedureOf(queryKey), options?.input),
        });
      }),
    );
    return answersText(answers) === template.sharedAnswers;
  } catch {
    return false;
  }
}

/** A visitor's page: the template with their parts, their styles and their reads. */
export function fillPageTemplate(template: PageTemplate, parts: ViewerParts): RenderedPage | null {
  const root = fillTemplate(template.markup, parts.markup);
  if (root === null) return null;
  const missing = parts.styles.filter(([id]) => !template.headIds.has(id));
  const styles = missing.length
    ? `<style data-emotion="css ${missing.map(([id]) => id).join(' ')}">${missing.map(([, css]) => css).join('')}</style>`
    : '';
  return {
    head: template.head + styles,
    root,
    tail: stateScript(template.state(parts.queries)),
    complete: template.complete && parts.complete,
  };
}
