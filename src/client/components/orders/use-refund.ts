import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { redirectIfSignedOut } from '../signed-out-redirect';
import { toaster } from '../ui/toaster';

/** A sale action the server refused: signed out goes to sign-in, anything else is said. */
export function refused(error: unknown) {
  if (redirectIfSignedOut(error)) return;
  toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
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
