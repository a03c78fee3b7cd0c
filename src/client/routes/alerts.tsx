import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const AlertsScreen = guardedScreen<
  typeof import('../features/alerts/alerts-screen'),
  { startCreating?: boolean }
>(signedInOnly, () => import('../features/alerts/alerts-screen'), 'AlertsScreen');

/** Follows and new-catch alerts, linked from /account; `?new=1` opens the form (landing's Get Notified). */
export const alertsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/alerts',
  validateSearch: (search: Record<string, unknown>): { new?: 1 } =>
    search.new === 1 || search.new === '1' ? { new: 1 } : {},
  loader: ({ context }) => context.trpc.alerts.list.prefetch(),
  component: function AlertsRoute() {
    const search = alertsRoute.useSearch();
    return <AlertsScreen startCreating={search.new === 1} />;
  },
});
