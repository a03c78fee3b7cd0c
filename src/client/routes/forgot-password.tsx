import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: lazyRouteComponent(
    () => import('../features/auth/forgot-password-screen'),
    'ForgotPasswordScreen',
  ),
});
