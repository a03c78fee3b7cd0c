import type { OrderDto } from '../../../../shared/order.schema';
import { redirectIfSignedOut } from '../../../components/signed-out-redirect';
import { toaster } from '../../../components/ui/toaster';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';

function refused(error: unknown) {
  if (redirectIfSignedOut(error)) return;
  toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
}

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

/** Records a credit note and re-reads the order, whose payment status and notes changed. */
export function useRefund(orderId: string, onDone: () => void) {
  const utils = trpc.useUtils();
  return trpc.orders.refund.useMutation({
    onSuccess: (note) => {
      void utils.orders.get.invalidate({ id: orderId });
      void utils.orders.sellerOrders.invalidate();
      const how = note.method === 'card' ? 'to the card' : 'in cash';
      toaster.create({
        title: 'Refund recorded',
        description: `$${note.amount} refunded ${how}.`,
        type: 'success',
      });
      onDone();
    },
    onError: refused,
  });
}
