import { CARD_PAYMENT_WINDOW_MINUTES } from '../../shared/order-status';
import { trpc } from './trpc';

/** How long an unpaid card order holds its catch, as this server is set (the default until it answers). */
export function usePaymentWindowMinutes(): number {
  const config = trpc.payments.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return config.data?.paymentWindowMinutes ?? CARD_PAYMENT_WINDOW_MINUTES;
}
