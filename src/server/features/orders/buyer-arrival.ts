/**
 * The buyer's "I'm here" at the dock: recorded once, on the pickup day, on an order still open; the
 * seller is told in the app and on their phone. Pressing again answers the order as it is.
 */
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder } from '../../../shared/order-status';
import { isPickupDay } from '../../../shared/pickup-arrival';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { createOrderNotifications } from './order-notifications';
import type { OrdersRepo } from './orders.repo';

interface BuyerArrivalDeps {
  repo: Pick<OrdersRepo, 'markBuyerArrived'>;
  loadFor: OrderAccess['loadFor'];
  notify: Pick<ReturnType<typeof createOrderNotifications>, 'buyerArrived'>;
  now: () => Date;
}

export function createBuyerArrival({ repo, loadFor, notify, now }: BuyerArrivalDeps) {
  async function arrivable(viewer: OrderViewer, id: string) {
    const { record, role } = await loadFor(viewer, id);
    if (role !== 'buyer') throw new AppError('FORBIDDEN', orderMessages.arrivedBuyerOnly);
    return record;
  }

  return {
    async markArrived(viewer: OrderViewer, id: string): Promise<OrderDto> {
      const record = await arrivable(viewer, id);
      if (!isOpenOrder(record.order.status)) throw new AppError('CONFLICT', orderMessages.arrivedClosed);
      if (record.order.buyerArrivedAt) return toOrderDto(record, 'buyer');
      const at = now();
      if (!isPickupDay(record.order, at)) throw new AppError('CONFLICT', orderMessages.arrivedNotPickupDay);
      // A second press racing the first, or a status change meanwhile, records nothing more.
      if (await repo.markBuyerArrived(id, at)) {
        const arrived = { ...record, order: { ...record.order, buyerArrivedAt: at } };
        await notify.buyerArrived(arrived);
        return toOrderDto(arrived, 'buyer');
      }
      const { record: current } = await loadFor(viewer, id);
      if (!current.order.buyerArrivedAt) throw new AppError('CONFLICT', orderMessages.arrivedClosed);
      return toOrderDto(current, 'buyer');
    },
  };
}
