/** Short lines and credit notes: the server's refusals. */
import { formatUsd } from '../money';

export const saleMessages = {
  sellerOnlyShort: 'Only the seller of this order can mark its lines short',
  sellerOnlyWeigh: 'Only the seller of this order can weigh its lines',
  weighedAtDock: 'Weighed at the dock',
  notWeighedLine: 'This line is sold per unit and is not weighed',
  sellerOrAdminRefund: 'Only the seller of this order or an admin can refund it',
  orderClosed: (status: string) => `This order is ${status} and its lines can no longer change`,
  cardNotPaidShort:
    'The card payment for this order has not arrived yet, so a short line cannot be refunded. Cancel the order, or wait until the payment arrives.',
  cardPaymentSettled: 'The card payment for this order has already been given back',
  notPaid: 'This order has not been paid, so there is nothing to refund',
  beyondPaid: (leftCents: number) =>
    leftCents === 0
      ? 'Everything paid on this order has already been refunded'
      : `At most ${formatUsd(leftCents)} can still be refunded on this order`,
  nothingChanged: 'These lines already stand at those quantities',
} as const;
