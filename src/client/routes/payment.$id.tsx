import { createRoute } from '@tanstack/react-router';
import { searchText } from '../lib/search-params';
import { rootRoute } from './__root';

/** After a card checkout that made several orders, the ones still to pay, comma-separated. */
const paymentSearch = (search: Record<string, unknown>): { next?: string } => ({
  next: searchText(search.next, 2000),
});

export const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment/$id',
  validateSearch: paymentSearch,
  loader: ({ context, params }) => context.trpc.orders.get.prefetch({ id: params.id }),
}).lazy(() => import('./payment.$id.lazy').then((module) => module.paymentLazyRoute));
