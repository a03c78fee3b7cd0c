import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { filtersFromSearch } from '../../shared/catalog-filters';
import { marketplacePageInput } from '../features/catalog/marketplace-query';
import { rootRoute } from './__root';

/** The landing search's filters (spec section 2); a malformed value is dropped, not an error page. */
export const marketplaceSearch = z.object({
  location: z.string().max(200).optional().catch(undefined),
  species: z.string().max(40).optional().catch(undefined),
  pickupDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
});
export type MarketplaceSearch = z.infer<typeof marketplaceSearch>;

export const marketplaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/marketplace',
  validateSearch: (search) => marketplaceSearch.parse(search),
  loaderDeps: ({ search }) => search,
  // The first page starts loading alongside the screen's code and the session check.
  loader: ({ context, deps }) =>
    context.trpc.catalog.list.prefetch(marketplacePageInput(filtersFromSearch(deps), 'newest', 1)),
}).lazy(() => import('./marketplace.lazy').then((module) => module.marketplaceLazyRoute));
