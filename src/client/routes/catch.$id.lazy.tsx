import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { CatchDetailScreen } from '../features/catalog/catch-detail-screen';

const route = getRouteApi('/catch/$id');

function CatchRoute() {
  const { id } = route.useParams();
  return (
    <SignedInOnly>
      <CatchDetailScreen
        key={id}
        id={id}
        // The cart's button goes into the detail screen's purchase panel; features stay apart.
        purchaseAction={(selection) => <AddToCartButton {...selection} />}
      />
    </SignedInOnly>
  );
}

export const catchLazyRoute = createLazyRoute('/catch/$id')({ component: CatchRoute });
