import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { MarketplaceScreen } from '../features/catalog/marketplace-screen';

const route = getRouteApi('/marketplace');

function MarketplaceRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <SignedInOnly>
      <MarketplaceScreen
        search={search}
        onNavigate={(next) => void navigate({ search: next, resetScroll: false })}
      />
    </SignedInOnly>
  );
}

/** The screen's code is its own chunk, loaded when /marketplace is visited. */
export const marketplaceLazyRoute = createLazyRoute('/marketplace')({ component: MarketplaceRoute });
