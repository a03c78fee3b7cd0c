import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Follows and new-catch alerts, linked from /account; `?new=1` opens the form (landing's Get Notified). */
export const alertsRoute = createRoute({ getParentRoute: () => rootRoute, path: '/alerts' }).lazy(() =>
  import('./alerts.lazy').then((module) => module.alertsLazyRoute),
);
