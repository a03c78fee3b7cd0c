import { createRoute } from '@tanstack/react-router';
import { weekdayOfDate } from '../../shared/pickup-schedule';
import { searchText } from '../lib/search-params';
import { rootRoute } from './__root';

export interface MarketplaceSearch {
  location?: string;
  species?: string;
  pickupDate?: string;
}

/** The landing search's filters (docs/product/catalog.md). */
export function marketplaceSearch(search: Record<string, unknown>): MarketplaceSearch {
  const pickupDate = searchText(search.pickupDate, 10);
  return {
    location: searchText(search.location, 200),
    species: searchText(search.species, 40),
    // The server's rule for a pickup date: a real calendar day as YYYY-MM-DD.
    pickupDate: pickupDate && weekdayOfDate(pickupDate) ? pickupDate : undefined,
  };
}

export const marketplaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/marketplace',
  validateSearch: marketplaceSearch,
  loaderDeps: ({ search }) => search,
  // The first page starts loading alongside the screen's code and the session check. The filter
  // tables it is built from come with that code, not with the landing page.
  loader: async ({ context, deps }) => {
    const [{ filtersFromSearch }, { marketplacePageInput }] = await Promise.all([
      import('../features/catalog/marketplace-filters'),
      import('../features/catalog/marketplace-query'),
    ]);
    return context.trpc.catalog.list.prefetch(marketplacePageInput(filtersFromSearch(deps), 'newest', 1));
  },
}).lazy(() => import('./marketplace.lazy').then((module) => module.marketplaceLazyRoute));
