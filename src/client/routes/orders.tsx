import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { rootRoute } from './__root';

// Loaded when first visited, so the landing page does not pay for this screen.
const MyOrdersScreen = lazyRouteComponent(
  () => import('../features/orders/my-orders-screen'),
  'MyOrdersScreen',
);

/** 'My Orders', linked from the navigation for signed-in users. */
export const myOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  loader: ({ context }) => context.trpc.orders.mine.prefetch(),
  component: () => (
    <SignedInOnly>
      <MyOrdersScreen />
    </SignedInOnly>
  ),
});
