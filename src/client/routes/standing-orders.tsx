import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** A buyer's standing orders; `?seller=` (and `&catch=`) opens the set-up form for that seller. */
export const standingOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/standing-orders',
}).lazy(() => import('./standing-orders.lazy').then((module) => module.standingOrdersLazyRoute));
