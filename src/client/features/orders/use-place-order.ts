import { useNavigate } from '@tanstack/react-router';
import { orderMessages } from '../../../shared/messages/order';
import { shortOrderId } from '../../../shared/order-status';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * Checkout's one call. Card orders go on to the payment page, the first order there and the rest
 * queued in `next`; cash orders are confirmed with a toast and open on their order page. A refusal
 * reloads the cart, whose lines may have changed meanwhile.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  return trpc.orders.place.useMutation({
    onSuccess: (placed) => {
      void utils.cart.list.invalidate();
      void utils.orders.mine.invalidate();
      for (const order of placed.orders) utils.orders.get.setData({ id: order.id }, order);
      if (placed.paymentMethod === 'card') {
        const next = placed.orders.slice(1).map((order) => order.id);
        void navigate({
          to: '/payment/$id',
          params: { id: placed.id },
          search: next.length > 0 ? { next: next.join(',') } : {},
        });
        return;
      }
      const refs = placed.orders.map((order) => `#${shortOrderId(order.id)}`).join(', ');
      toaster.create({
        title: orderMessages.confirmedTitle,
        description:
          placed.orders.length > 1
            ? `Orders ${refs} are reserved. See them all under My Orders.`
            : `Order ${refs} is reserved. We will let you know when it is ready.`,
        type: 'success',
      });
      void navigate({ to: '/orders/$id', params: { id: placed.id } });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
      void utils.cart.list.invalidate();
    },
  });
}
