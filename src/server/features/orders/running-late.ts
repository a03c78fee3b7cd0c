/**
 * A seller running late tells the buyers of a pickup its new time in one go (by text: LATE 20).
 * Only the seller's own open orders are told; the pickup itself is not moved, so nothing else changes.
 */
import { isOpenOrder } from '../../../shared/order-status';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord } from './orders.repo';

export function createRunningLate({
  load,
  notify,
}: {
  load: (id: string) => Promise<OrderRecord>;
  notify: OrderNotifications;
}) {
  return {
    /** How many buyers were told. */
    async tellRunningLate(crabberId: string, orderIds: readonly string[], newTime: string): Promise<number> {
      let told = 0;
      for (const id of orderIds) {
        const record = await load(id);
        if (record.order.crabberId !== crabberId || !isOpenOrder(record.order.status)) continue;
        await notify.runningLate(record, newTime);
        told += 1;
      }
      return told;
    },
  };
}
