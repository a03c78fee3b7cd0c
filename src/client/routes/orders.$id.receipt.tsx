import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';

// The receipt's screen (and the order screen it borrows from) loads when a receipt is opened,
// never with the first page.
export const receiptRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/orders/$id/receipt',
  loader: ({ context, params }) => context.trpc.receipts.forOrder.prefetch({ id: params.id }),
}).lazy(() => import('./orders.$id.receipt.lazy').then((module) => module.receiptLazyRoute));
