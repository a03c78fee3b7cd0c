import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

export const catchRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/catch/$id',
  // Starts loading the listing with the screen's code; a missing one is the screen's to explain.
  loader: ({ context, params }) => context.trpc.catalog.byId.prefetch({ id: params.id }),
}).lazy(() => import('./catch.$id.lazy').then((module) => module.catchLazyRoute));
