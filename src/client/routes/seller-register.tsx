import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

export const sellerRegisterRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/seller-register',
}).lazy(() => import('./seller-register.lazy').then((module) => module.sellerRegisterLazyRoute));
