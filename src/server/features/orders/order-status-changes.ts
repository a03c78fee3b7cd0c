/** The status machine of src/shared/order-status.ts applied to one order, cancellation included. */
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import {
  isOpenOrder,
  isUnpaidCardOrder,
  type OrderStatus,
  transitionError,
} from '../../../shared/order-status';
import { handedOverQty, isShortLine } from '../../../shared/short-lines';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import type { CaptureCard } from './card-capture';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import { completeOrder } from './order-completion';
import type { CancelledBy, OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';

interface OrderStatusChangesDeps extends OrderAccess {
  repo: OrdersRepo;
  /** Refunds or releases the card payment of a cancelled order; true when money went back. */
  settle: (record: OrderRecord) => Promise<boolean>;
  notify: OrderNotifications;
  now: () => Date;
  /** Charges a held card for the final amount before its pickup completes (card-capture.ts). */
  captureCard: CaptureCard;
}

export function createOrderStatusChanges({
  repo,
  load,
  loadFor,
  settle: settleCancelledPayment,
  notify,
  now,
  captureCard,
}: OrderStatusChangesDeps) {
  /** Cancels an order still in `record`'s status and puts its stock back, in one transaction. */
  async function cancel(record: OrderRecord, by: CancelledBy): Promise<OrderRecord> {
    await repo.inTransaction(async () => {
      if (!(await repo.updateStatus(record.order.id, record.order.status, 'cancelled'))) {
        throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
      }
      // A short line's missing part went back when it was marked short.
      for (const item of record.items) {
        if (item.catchId) await repo.returnStock(item.catchId, handedOverQty(item), now());
      }
    });
    const refunded = await settleCancelledPayment(await load(record.order.id));
    const cancelled = await load(record.order.id);
    await notify.cancelled(cancelled, by, refunded);
    return cancelled;
  }

  return {
    cancel,

    async updateStatus(viewer: OrderViewer, id: string, status: OrderStatus): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      if (role === 'buyer' && status !== 'cancelled')
        throw new AppError('FORBIDDEN', orderMessages.sellerOnly);
      // After a short line the buyer may cancel the rest while the order is open, even once it is
      // being prepared (docs/product/orders-and-pickup.md).
      const cancelsRestOfShort =
        role === 'buyer' &&
        status === 'cancelled' &&
        isOpenOrder(record.order.status) &&
        record.items.some(isShortLine);
      const refused = cancelsRestOfShort ? null : transitionError(record.order.status, status, role);
      if (refused) throw new AppError('CONFLICT', refused);
      if (status === 'cancelled') return toOrderDto(await cancel(record, role), role);

      if (isUnpaidCardOrder(record.order)) throw new AppError('CONFLICT', orderMessages.awaitingCardPayment);
      // Handing over a cash order at the dock is when its payment is collected.
      const collected = status === 'completed' && record.order.paymentMethod === 'cash' ? 'paid' : undefined;
      if (status === 'completed') {
        await captureCard(record);
        const receipt = await completeOrder(repo, record, collected, now());
        if (!receipt) throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
        const completed = await load(id);
        await notify.completed(completed, receipt.number);
        return toOrderDto(completed, role);
      }
      if (!(await repo.updateStatus(id, record.order.status, status, collected))) {
        throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
      }
      const updated = await load(id);
      await notify.statusChanged(updated, status);
      return toOrderDto(updated, role);
    },
  };
}
