import { createRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { CheckoutScreen } from '../features/orders/checkout-screen';
import { rootRoute } from './__root';

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
