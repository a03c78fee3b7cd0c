import { createLazyRoute, useSearch } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { AlertsScreen } from '../features/alerts/alerts-screen';

function AlertsRoute() {
  // Read here rather than validated on the route, so the always-loaded route tree stays as small.
  const search: Record<string, unknown> = useSearch({ strict: false });
  return (
    <SignedInOnly>
      <AlertsScreen startCreating={String(search.new) === '1'} />
    </SignedInOnly>
  );
}

/** The screen's code is its own chunk, loaded when /alerts is visited. */
export const alertsLazyRoute = createLazyRoute('/alerts')({ component: AlertsRoute });
