import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { filtersFromSearch } from '../features/catalog/marketplace-filters';
import { MarketplaceScreen } from '../features/catalog/marketplace-screen';

const route = getRouteApi('/marketplace');

function MarketplaceRoute() {
  const search = route.useSearch();
  return (
    <SignedInOnly>
      {/* A new search from the hero starts a fresh visit: filters, page and view reset. */}
      <MarketplaceScreen key={JSON.stringify(search)} initialFilters={filtersFromSearch(search)} />
    </SignedInOnly>
  );
}

/** The screen's code is its own chunk, loaded when /marketplace is visited. */
export const marketplaceLazyRoute = createLazyRoute('/marketplace')({ component: MarketplaceRoute });
