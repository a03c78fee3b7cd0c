import type { OrderDto } from '../../../../shared/order.schema';
import { refused } from '../../../components/orders/use-refund';
import { redirectIfSignedOut } from '../../../components/signed-out-redirect';
import { toaster } from '../../../components/ui/toaster';
import { trpc } from '../../../lib/trpc';

/** Marks lines short and shows the order as it now stands everywhere it is listed. */
export function useMarkShort(onDone: () => void) {
  const utils = trpc.useUtils();
  return trpc.orders.markShort.useMutation({
    onSuccess: (order: OrderDto) => {
      utils.orders.get.setData({ id: order.id }, order);
      void utils.orders.sellerOrders.invalidate();
      toaster.create({
        title: 'Line marked short',
        description: 'The buyer has been told.',
        type: 'success',
      });
      onDone();
    },
    onError: refused,
  });
}

/**
 * Saves the weights of per-pound lines and shows the order as it now stands; a refusal is left on
 * the mutation for the dialog to say in place (signed out still goes to sign-in).
 */
export function useWeighLines(onDone?: (order: OrderDto) => void) {
  const utils = trpc.useUtils();
  return trpc.orders.weighLines.useMutation({
    onSuccess: (order: OrderDto) => {
      utils.orders.get.setData({ id: order.id }, order);
      void utils.orders.sellerOrders.invalidate();
      onDone?.(order);
    },
    onError: (error) => {
      redirectIfSignedOut(error);
    },
  });
}
