import { createRoute } from '@tanstack/react-router';
import { weekdayOfDate } from '../../shared/pickup-schedule';
import type { MarketplaceSearchParams } from '../features/catalog/marketplace-url';
import { searchNumber, searchText } from '../lib/search-params';
import { rootRoute } from './__root';

/**
 * The marketplace's filters, search words, order, page and view (docs/product/catalog.md); the
 * landing search sends location, species and pickupDate. Sent by the browser itself (before the app
 * is live) it names its empty fields too: they are dropped, and the router redirects to the address
 * without them. Which words a species, order or distance may be is checked where the screen reads them.
 */
export function marketplaceSearch(search: Record<string, unknown>): MarketplaceSearchParams {
  const pickupDate = searchText(search.pickupDate, 10);
  return {
    q: searchText(search.q, 100),
    species: searchText(search.species, 40),
    prep: searchText(search.prep, 40),
    size: searchText(search.size, 40),
    minPrice: searchNumber(search.minPrice, 0, 200),
    maxPrice: searchNumber(search.maxPrice, 0, 200),
    location: searchText(search.location, 200),
    lat: searchNumber(search.lat, -90, 90),
    lng: searchNumber(search.lng, -180, 180),
    distance: searchNumber(search.distance, 1, 500),
    // The server's rule for a pickup date: a real calendar day as YYYY-MM-DD.
    pickupDate: pickupDate && weekdayOfDate(pickupDate) ? pickupDate : undefined,
    sort: searchText(search.sort, 20),
    page: searchNumber(search.page, 1, 10_000),
    view: searchText(search.view, 10),
  };
}

export const marketplaceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/marketplace',
  validateSearch: marketplaceSearch,
  // The map reads its own markers: switching views loads no page.
  loaderDeps: ({ search: { view: _view, ...search } }) => search,
  // The first page starts loading alongside the screen's code and the session check. The filter
  // tables it is built from come with that code, not with the landing page. A change made on the
  // screen is not waited for: the controls follow at once and the old results stay until the new.
  loader: async ({ context, deps, cause }) => {
    const [{ stateFromSearch }, { marketplacePageInput }] = await Promise.all([
      import('../features/catalog/marketplace-url'),
      import('../features/catalog/marketplace-query'),
    ]);
    const { filters, sort, page } = stateFromSearch(deps);
    const loading = context.trpc.catalog.list.prefetch(marketplacePageInput(filters, sort, page));
    if (cause !== 'stay') await loading;
  },
}).lazy(() => import('./marketplace.lazy').then((module) => module.marketplaceLazyRoute));
