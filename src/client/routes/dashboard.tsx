import { createRoute } from '@tanstack/react-router';
import { dashboardSearch } from '../features/seller/dashboard-tabs';
import { rootRoute } from './__root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard',
  validateSearch: dashboardSearch,
}).lazy(() => import('./dashboard.lazy').then((module) => module.dashboardLazyRoute));
