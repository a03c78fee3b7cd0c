import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { paymentMessages } from '../../../shared/messages/payment';
import { decimalToCents } from '../../../shared/money';
import { isAwaitingCardPayment } from '../../../shared/order-status';
import { cardSavedText } from '../../../shared/saved-cards';
import type { CardPaymentResult } from '../../components/payments/card-payment-result';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { retryOrderRead } from './order-screen';

/** The pause before a cash order, with nothing to pay here, goes on to its order page. */
const CASH_ORDER_REDIRECT_MS = 100;

/**
 * The payment page's flow: read the order, start (or resume) its card payment once it can be paid,
 * send the buyer on when there is nothing to pay, and answer the card form's result with a toast
 * and the next order to pay or the order page.
 */
export function usePaymentFlow(id: string, next: string[]) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const order = trpc.orders.get.useQuery({ id }, { retry: retryOrderRead });
  const intent = trpc.orders.createPaymentIntent.useMutation();
  const sync = trpc.orders.syncPayment.useMutation();
  const requested = useRef(false);
  // Set once this screen sends the buyer on itself, so the redirect below does not race it.
  const leaving = useRef(false);
  const data = order.data;
  const payable =
    data !== undefined &&
    data.viewerRole === 'buyer' &&
    isAwaitingCardPayment(data, data.cardAuthorizeAt != null);

  const goOn = () => {
    leaving.current = true;
    const [following, ...rest] = next;
    if (following) {
      void navigate({
        to: '/payment/$id',
        params: { id: following },
        search: rest.length > 0 ? { next: rest.join(',') } : {},
      });
    } else void navigate({ to: '/orders/$id', params: { id } });
  };

  // Nothing to pay: a cash order (after 100 ms; docs/product/payments.md), or one already paid or cancelled.
  useEffect(() => {
    if (!data || payable || leaving.current) return;
    const timer = setTimeout(
      () => void navigate({ to: '/orders/$id', params: { id }, replace: true }),
      CASH_ORDER_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [data, payable, id, navigate]);

  useEffect(() => {
    if (!payable || requested.current) return;
    requested.current = true;
    intent.mutate(
      { id },
      {
        onError: (error) => {
          if (redirectIfSignedOut(error)) return;
          // A refusal (409: say the seller can no longer take cards) says what to do next.
          const refused = error.data?.httpStatus === 409;
          toaster.create({
            title: paymentMessages.setupFailedTitle,
            description: refused ? error.message : paymentMessages.setupFailedText,
            type: 'error',
            ...(refused ? { duration: 15_000 } : {}),
          });
          void navigate({ to: '/orders/$id', params: { id } });
        },
      },
    );
  }, [payable, id, intent, navigate]);

  const onResult = async (result: CardPaymentResult) => {
    if (result.status === 'succeeded') {
      // The server asks the provider itself, so the order shows paid before any webhook arrives.
      const synced = await sync.mutateAsync({ id }).catch(() => null);
      if (synced) utils.orders.get.setData({ id }, synced);
      void utils.orders.mine.invalidate();
      // A far pickup's card is only saved: say when it is held, not that the order is paid.
      const savedUntil = synced?.cardAuthorizeAt;
      toaster.create({
        title: savedUntil ? paymentMessages.cardSavedTitle : paymentMessages.successTitle,
        description: savedUntil
          ? cardSavedText(decimalToCents(synced.maxTotal) ?? 0, savedUntil)
          : paymentMessages.successText,
        type: 'success',
      });
      goOn();
    } else if (result.status === 'processing') {
      toaster.create({
        title: paymentMessages.processingTitle,
        description: paymentMessages.processingText,
        type: 'info',
      });
      goOn();
    } else if (result.status === 'failed' || result.status === 'authentication_failed') {
      // Both card forms say it beside the card (payment-failure); a toast would repeat it.
    } else {
      toaster.create({
        title: paymentMessages.errorTitle,
        description: paymentMessages.errorText,
        type: 'error',
      });
    }
  };

  return { order, payable, intent, onResult };
}
