import { createLazyRoute, useSearch } from '@tanstack/react-router';
import { UnsubscribeScreen } from '../features/alerts/unsubscribe-screen';

function UnsubscribeRoute() {
  const search: Record<string, unknown> = useSearch({ strict: false });
  return <UnsubscribeScreen token={typeof search.token === 'string' ? search.token : ''} />;
}

/** Loaded when first visited, so the landing page does not pay for this screen. */
export const unsubscribeLazyRoute = createLazyRoute('/unsubscribe')({ component: UnsubscribeRoute });
