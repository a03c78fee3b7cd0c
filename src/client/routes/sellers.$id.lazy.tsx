import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { StorefrontScreen } from '../features/storefront/storefront-screen';

const route = getRouteApi('/sellers/$id');

function SellerRoute() {
  const { id } = route.useParams();
  return (
    <SignedInOnly>
      <StorefrontScreen key={id} id={id} />
    </SignedInOnly>
  );
}

/** The storefront's code is its own chunk, loaded when a /sellers/{id} page is visited. */
export const sellerLazyRoute = createLazyRoute('/sellers/$id')({ component: SellerRoute });
