import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const UnsubscribeScreen = lazyRouteComponent(
  () => import('../features/alerts/unsubscribe-screen'),
  'UnsubscribeScreen',
);

/** Opened from a new-catch e-mail; needs no sign-in (docs/product/alerts.md). */
export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function UnsubscribeRoute() {
    const { token } = unsubscribeRoute.useSearch();
    return <UnsubscribeScreen token={token} />;
  },
});
