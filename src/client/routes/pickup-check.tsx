import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const PickupCheckScreen = guardedScreen(
  signedInOnly,
  () => import('../features/orders/pickup-check-screen'),
  'PickupCheckScreen',
);

/** The seller's check of a buyer's pickup pass at the dock. */
export const pickupCheckRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/pickup-check',
  component: PickupCheckScreen,
});
