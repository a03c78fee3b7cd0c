import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { orderMessages } from '../../../shared/messages/order';
import type { PaymentMethod } from '../../../shared/order-status';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { httpStatusOf, messageOf, reasonOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** What to tell a buyer whose Place Order got no answer: offline it never left the phone. */
function noAnswerToast() {
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return { title: orderMessages.notPlacedTitle, description: orderMessages.notPlacedOffline };
  }
  return { title: orderMessages.noAnswerTitle, description: orderMessages.noAnswer };
}

/**
 * Checkout's one call. Card orders go on to the payment page, the first order there and the rest
 * queued in `next`; cash orders are confirmed with a toast and open on their order page. A refusal
 * reloads the cart, whose lines may have changed meanwhile.
 *
 * Each checkout attempt carries a key (src/shared/idempotency.ts), kept until the server answers:
 * pressing again after no answer (a dropped signal) gets the first result, never a second order.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const attemptKeys = useRef<Partial<Record<PaymentMethod, string>>>({});
  const mutation = trpc.orders.place.useMutation({
    // Offline, say at once that nothing was placed instead of waiting with a spinner and placing
    // it by itself later, when stock and the buyer's plans may have changed.
    networkMode: 'always',
    onSuccess: (placed) => {
      attemptKeys.current = {};
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
      toaster.create({
        title: orderMessages.confirmedTitle,
        description: orderMessages.reserved(placed.orders.map((order) => order.id)),
        type: 'success',
      });
      void navigate({ to: '/orders/$id', params: { id: placed.id } });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      if (httpStatusOf(error) === undefined) {
        toaster.create({ ...noAnswerToast(), type: 'error' });
        return;
      }
      if (reasonOf(error) === 'STILL_RUNNING') {
        // The first press is still being placed: the same key waits for it next time.
        toaster.create({ title: orderMessages.noAnswerTitle, description: messageOf(error), type: 'info' });
        return;
      }
      // The server answered: nothing was placed, and the next press is a new attempt.
      attemptKeys.current = {};
      toaster.create({ title: orderMessages.notPlacedTitle, description: messageOf(error), type: 'error' });
      void utils.cart.list.invalidate();
    },
  });
  return {
    ...mutation,
    mutate: ({ paymentMethod }: { paymentMethod: PaymentMethod }) => {
      attemptKeys.current[paymentMethod] ??= crypto.randomUUID();
      mutation.mutate({ paymentMethod, idempotencyKey: attemptKeys.current[paymentMethod] });
    },
  };
}
