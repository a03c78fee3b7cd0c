import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const PickupCheckScreen = lazyRouteComponent(
  () => import('../features/orders/pickup-check-screen'),
  'PickupCheckScreen',
);

/** The seller's check of a buyer's pickup pass at the dock. */
export const pickupCheckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pickup-check',
  component: () => (
    <SignedInOnly>
      <PickupCheckScreen />
    </SignedInOnly>
  ),
});
