import { createRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { PickupCheckScreen } from '../features/orders/pickup-check-screen';
import { rootRoute } from './__root';

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
