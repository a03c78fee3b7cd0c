import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { guardedScreen, signedInOnly } from './guarded-screen';

const MyOrdersScreen = guardedScreen(
  signedInOnly,
  () => import('../features/orders/my-orders-screen'),
  'MyOrdersScreen',
);

/** 'My Orders', linked from the navigation for signed-in users. */
export const myOrdersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders',
  loader: ({ context }) => context.trpc.orders.mine.prefetch(),
  component: MyOrdersScreen,
});
