import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const CheckoutScreen = lazyRouteComponent(
  () => import('../features/orders/checkout-screen'),
  'CheckoutScreen',
);

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  loader: ({ context }) => context.trpc.cart.list.prefetch(),
  component: () => (
    <SignedInOnly>
      <CheckoutScreen />
    </SignedInOnly>
  ),
});
