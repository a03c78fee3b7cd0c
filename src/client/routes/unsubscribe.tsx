import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Opened from a new-catch e-mail; needs no sign-in (docs/product/alerts.md). */
export const unsubscribeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/unsubscribe' }).lazy(
  () => import('./unsubscribe.lazy').then((module) => module.unsubscribeLazyRoute),
);
