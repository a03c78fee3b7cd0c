import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { OrderScreen } from '../features/orders/order-screen';

const route = getRouteApi('/orders/$id');

function OrderRoute() {
  const { id } = route.useParams();
  return (
    <SignedInOnly>
      <OrderScreen key={id} id={id} />
    </SignedInOnly>
  );
}

export const orderLazyRoute = createLazyRoute('/orders/$id')({ component: OrderRoute });
