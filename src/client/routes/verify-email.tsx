import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
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
  // The screen's code arrives before the route draws, so a server-rendered page hydrates at once.
  loader: () => VerifyEmailScreen.preload?.(),
  // Defaults stay out of the address, so the server renders the plain URL instead of redirecting.
  search: { middlewares: [stripSearchParams({ token: '' })] },
  component: function VerifyEmailRoute() {
    const { token } = verifyEmailRoute.useSearch();
    return <VerifyEmailScreen token={token} />;
  },
});
