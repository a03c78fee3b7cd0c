import type { OrderDto } from '../../../../shared/order.schema';
import { refused } from '../../../components/orders/use-refund';
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
