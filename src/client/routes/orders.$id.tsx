import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

export const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders/$id',
  loader: ({ context, params }) => context.trpc.orders.get.prefetch({ id: params.id }),
}).lazy(() => import('./orders.$id.lazy').then((module) => module.orderLazyRoute));
