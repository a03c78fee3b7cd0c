import { useRef } from 'react';

/** The parts of a list query (React Query through tRPC) the screens read. */
interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
}

/** Why the list on screen is not the answer to what was asked: null when it is. */
export type KeptReason = 'failed' | 'waiting' | null;

export type KeptResults<Q> = Q & { kept: KeptReason; retry: () => void };

/**
 * A list screen's query that keeps what the person had: when a new search, filter or page gets no
 * answer (no signal, a failed call), the last results that did load stay on screen, marked as kept
 * (`kept`), with `isError` left for a failure with nothing to show. The screen puts <ResultsNotice>
 * above the list (src/client/components/results-notice.tsx).
 */
export function useKeptResults<T, Q extends ListQuery<T>>(query: Q): KeptResults<Q> {
  const last = useRef<T | undefined>(undefined);
  if (query.data !== undefined && !query.isError && !query.isPending) last.current = query.data;
  const failed = query.isError && last.current !== undefined;
  const waiting = !query.isError && query.isPending && query.fetchStatus === 'paused';
  const kept: KeptReason = failed ? 'failed' : waiting && last.current !== undefined ? 'waiting' : null;
  return {
    ...query,
    data: query.data ?? (kept ? last.current : undefined),
    isError: query.isError && !failed,
    kept,
    retry: () => void query.refetch(),
  };
}
