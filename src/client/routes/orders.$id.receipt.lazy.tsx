import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { ReceiptScreen } from '../features/orders/receipt-screen';

const route = getRouteApi('/orders/$id/receipt');

function ReceiptRoute() {
  const { id } = route.useParams();
  return (
    <SignedInOnly>
      <ReceiptScreen key={id} id={id} />
    </SignedInOnly>
  );
}

export const receiptLazyRoute = createLazyRoute('/orders/$id/receipt')({ component: ReceiptRoute });
