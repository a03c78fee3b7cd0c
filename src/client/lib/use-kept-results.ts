import { useRef } from 'react';

/** The parts of a list query (React Query through tRPC) the screens read. */
interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  isPending: boolean;
  /** With keepPreviousData, the previous key's answer shown while the new one loads. */
  isPlaceholderData?: boolean;
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
  const answered = !query.isError && !query.isPending && !query.isPlaceholderData;
  if (query.data !== undefined && answered) last.current = query.data;
  const failed = query.isError && last.current !== undefined;
  // Asked while offline: React Query holds the call until the signal returns.
  const waiting =
    !query.isError && (query.isPending || query.isPlaceholderData === true) && query.fetchStatus === 'paused';
  const kept: KeptReason = failed ? 'failed' : waiting && last.current !== undefined ? 'waiting' : null;
  return {
    ...query,
    data: query.data ?? (kept ? last.current : undefined),
    isError: query.isError && !failed,
    kept,
    retry: () => void query.refetch(),
  };
}
