import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { networkMessages } from '../../shared/messages/network';
import { useIsOffline } from '../lib/use-is-offline';
import type { KeptResults } from '../lib/use-kept-results';

/**
 * One plain line over a list whose latest search got no answer, with Retry: "these are the last
 * results" when earlier ones are kept on screen, or that nothing could be loaded. Nothing when the
 * list is current. `what` names the list ("listings", "orders").
 */
export function ResultsNotice({
  results,
  what,
}: {
  results: KeptResults<{ isError: boolean; isFetching: boolean }>;
  what: string;
}) {
  const offline = useIsOffline();
  if (!results.kept && !results.isError) return null;
  const text = results.isError
    ? networkMessages.nothingLoaded(what)
    : offline
      ? networkMessages.keptOffline
      : networkMessages.keptUnreachable;
  return (
    <Alert.Root status="warning" borderRadius="lg" alignItems="center" data-testid="results-notice">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="normal">
        {text}
      </Alert.Title>
      <Button
        size="sm"
        variant="outline"
        colorPalette="bay"
        loading={results.isFetching}
        onClick={results.retry}
      >
        <RefreshCw size={14} aria-hidden /> {networkMessages.retry}
      </Button>
    </Alert.Root>
  );
}
