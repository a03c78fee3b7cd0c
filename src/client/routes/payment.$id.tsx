import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { rootRoute } from './__root';

/** After a card checkout that made several orders, the ones still to pay, comma-separated. */
const paymentSearch = z.object({ next: z.string().max(2000).optional().catch(undefined) });

export const paymentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment/$id',
  validateSearch: (search) => paymentSearch.parse(search),
  loader: ({ context, params }) => context.trpc.orders.get.prefetch({ id: params.id }),
}).lazy(() => import('./payment.$id.lazy').then((module) => module.paymentLazyRoute));
