/**
 * The query cache a server-rendered page was drawn from, sent inside the page so the browser
 * hydrates from the same data and asks the server for none of it again. Failed reads travel too
 * (a missing catch, a signed-out visitor's current user): the browser must draw the same
 * not-found screen or signed-out navigation the server drew, not a spinner.
 */
import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import SuperJSON from 'superjson';

/** The id of the `<script type="application/json">` element that carries the state. */
export const SSR_STATE_ID = 'ssr-state';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type ErrorShape = { message: string; code: number; data: { [key: string]: JsonValue } };

const ssrJson = new SuperJSON();
ssrJson.registerCustom<TRPCClientError<never>, ErrorShape>(
  {
    isApplicable: (value): value is TRPCClientError<never> => value instanceof TRPCClientError,
    serialize: (error) =>
      (error.shape as ErrorShape | undefined) ?? { message: error.message, code: -32603, data: {} },
    deserialize: (shape) => TRPCClientError.from({ error: shape }),
  },
  'TRPCClientError',
);

/** JSON for inside a <script> element: `<` is escaped so no value can close it. */
export function serializeState(state: DehydratedState): string {
  return ssrJson.stringify(state).replaceAll('<', '\\u003c');
}

type DehydratedQuery = DehydratedState['queries'][number];

/** The JSON text of serialised reads, without its brackets, escaped as `serializeState` escapes. */
function readsText(json: unknown): string {
  return JSON.stringify((json as { queries: unknown[] }).queries)
    .slice(1, -1)
    .replaceAll('<', '\\u003c');
}

/**
 * The page state of visitors who share some reads (decision 036): the shared reads are serialised
 * once, each visitor's own ones per page, and the text is exactly `serializeState` of them all.
 * Superjson's type notes (a date, an error) name each value by its read's position, so a state
 * that needs any is serialised whole.
 */
export function stateWithSharedReads(shared: DehydratedQuery[]): (own: DehydratedQuery[]) => string {
  const sharedPart = ssrJson.serialize({ mutations: [], queries: shared });
  const sharedText = sharedPart.meta ? null : readsText(sharedPart.json);
  return (own) => {
    const ownPart = ssrJson.serialize({ queries: own });
    if (sharedText === null || ownPart.meta)
      return serializeState({ mutations: [], queries: [...shared, ...own] });
    const reads = [sharedText, readsText(ownPart.json)].filter((text) => text !== '').join(',');
    return `{"json":{"mutations":[],"queries":[${reads}]}}`;
  };
}

/** Every read that has an answer or a failure, as the page carries it. */
export function dehydrateReads(
  queryClient: QueryClient,
  keep: (query: Query) => boolean = () => true,
): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending' && keep(query),
  });
}

export function serializeQueries(queryClient: QueryClient): string {
  return serializeState(dehydrateReads(queryClient));
}

/** The element the state travels in, after #root. */
export function stateScript(json: string): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
}

/**
 * A screen mounting on a failed read asks again and shows its loading state meanwhile. A read that
 * failed while the server drew the page (a missing catch) keeps its failure instead, on the server
 * and in the browser alike, so both draw its not-found screen.
 */
export function keepFailedReads(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => q.state.status === 'error' })) {
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}

export function restoreQueries(queryClient: QueryClient, json: string): void {
  hydrate(queryClient, ssrJson.parse<DehydratedState>(json));
  keepFailedReads(queryClient);
}
