import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
}).lazy(() => import('./dashboard.lazy').then((module) => module.dashboardLazyRoute));
