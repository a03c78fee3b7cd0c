import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { PaymentScreen } from '../features/orders/payment-screen';

const route = getRouteApi('/payment/$id');

function PaymentRoute() {
  const { id } = route.useParams();
  const { next } = route.useSearch();
  return (
    <SignedInOnly>
      <PaymentScreen key={id} id={id} next={next ? next.split(',').filter(Boolean) : []} />
    </SignedInOnly>
  );
}

export const paymentLazyRoute = createLazyRoute('/payment/$id')({ component: PaymentRoute });
