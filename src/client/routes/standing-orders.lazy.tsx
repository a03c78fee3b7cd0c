import { createLazyRoute, useSearch } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { StandingOrdersScreen } from '../features/standing-orders/standing-orders-screen';

function StandingOrdersRoute() {
  // Read here rather than validated on the route, so the always-loaded route tree stays as small.
  const search: Record<string, unknown> = useSearch({ strict: false });
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return (
    <SignedInOnly>
      <StandingOrdersScreen sellerId={text(search.seller)} catchId={text(search.catch)} />
    </SignedInOnly>
  );
}

/** The screen's code is its own chunk, loaded when /standing-orders is visited. */
export const standingOrdersLazyRoute = createLazyRoute('/standing-orders')({
  component: StandingOrdersRoute,
});
