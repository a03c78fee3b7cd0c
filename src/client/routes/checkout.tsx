import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const CheckoutScreen = guardedScreen(
  signedInOnly,
  () => import('../features/orders/checkout-screen'),
  'CheckoutScreen',
);

export const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  loader: ({ context }) => context.trpc.cart.list.prefetch(),
  component: CheckoutScreen,
});
