import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const VerifyEmailScreen = lazyRouteComponent(
  () => import('../features/auth/verify-email-screen'),
  'VerifyEmailScreen',
);

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function VerifyEmailRoute() {
    const { token } = verifyEmailRoute.useSearch();
    return <VerifyEmailScreen token={token} />;
  },
});
