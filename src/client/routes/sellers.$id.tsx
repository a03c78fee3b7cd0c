import { createRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../components/not-found-screen';
import { storefrontListingsInput, storefrontReviewsInput } from '../features/storefront/storefront-query';
import { rootRoute } from './__root';

export const sellerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sellers/$id',
  // The screen throws notFound() for a seller with no storefront.
  notFoundComponent: NotFoundScreen,
  // The profile and the first listings start loading with the screen's code. Not awaited: the
  // screen draws its skeleton at once (nothing blank while they come), and shows a missing seller.
  loader: ({ context: { trpc }, params: { id } }) => {
    void trpc.sellers.publicProfile.prefetch({ id });
    void trpc.catalog.list.prefetch(storefrontListingsInput(id, 0));
    void trpc.reviews.forSeller.prefetch(storefrontReviewsInput(id, 0));
  },
}).lazy(() => import('./sellers.$id.lazy').then((module) => module.sellerLazyRoute));
