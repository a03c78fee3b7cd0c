import type { OrderDto, OrderItemDto } from '../../../../shared/order.schema';
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

/** The lines weighed at the dock: per-pound lines with pieces still handed over. */
export function weighableLines(order: OrderDto): OrderItemDto[] {
  return order.items.filter((item) => item.pricing === 'per_lb' && item.finalQty !== 0);
}

/** The seller weighs per-pound lines, and re-weighs them, until the order closes. */
export function canWeigh(order: OrderDto): boolean {
  return order.viewerRole === 'seller' && isOpenOrder(order.status) && weighableLines(order).length > 0;
}
