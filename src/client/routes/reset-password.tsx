import { createRoute, lazyRouteComponent, stripSearchParams } from '@tanstack/react-router';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const ResetPasswordScreen = lazyRouteComponent(
  () => import('../features/auth/reset-password-screen'),
  'ResetPasswordScreen',
);

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  // The screen's code arrives before the route draws, so a server-rendered page hydrates at once.
  loader: () => ResetPasswordScreen.preload?.(),
  // Defaults stay out of the address, so the server renders the plain URL instead of redirecting.
  search: { middlewares: [stripSearchParams({ token: '' })] },
  component: function ResetPasswordRoute() {
    const { token } = resetPasswordRoute.useSearch();
    const navigate = resetPasswordRoute.useNavigate();
    return <ResetPasswordScreen token={token} onDone={() => void navigate({ to: '/', replace: true })} />;
  },
});
