import { createRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { MyOrdersScreen } from '../features/orders/my-orders-screen';
import { rootRoute } from './__root';

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
