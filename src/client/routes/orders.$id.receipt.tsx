import { createRoute } from '@tanstack/react-router';
import { SignedInOnly } from '../components/signed-in-only';
import { ReceiptScreen } from '../features/orders/receipt-screen';
import { rootRoute } from './__root';

export const receiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders/$id/receipt',
  loader: ({ context, params }) => context.trpc.receipts.forOrder.prefetch({ id: params.id }),
  component: function ReceiptRoute() {
    const { id } = receiptRoute.useParams();
    return (
      <SignedInOnly>
        <ReceiptScreen key={id} id={id} />
      </SignedInOnly>
    );
  },
});
