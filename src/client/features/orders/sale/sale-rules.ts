import type { OrderDto } from '../../../../shared/order.schema';
import { isOpenOrder } from '../../../../shared/order-status';
import { hasRefundablePayment } from '../../../components/orders/refund-dialog';

const settled = (order: Pick<OrderDto, 'paymentStatus'>) =>
  order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';

/**
 * The seller may mark lines short while the order is open and, for card, once it is held (it then
 * lowers what is charged at pickup) or paid.
 */
export function canMarkShort(order: OrderDto): boolean {
  return (
    order.viewerRole === 'seller' &&
    isOpenOrder(order.status) &&
    (order.paymentMethod === 'cash' || order.paymentStatus === 'authorized' || settled(order))
  );
}

/** A refund needs money paid: a card payment, or cash handed over at pickup. */
export function canRefund(order: OrderDto): boolean {
  return order.viewerRole === 'seller' && hasRefundablePayment(order);
}
