/** A buyer's own pickup move: the order's dated slot changed while it is still in the status read. */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { affected } from '../../db/query';
import { orders } from '../../db/tables';
import type { OrderRow } from './order-record';

export function createPickupMoveRepo(db: Db) {
  return {
    /** Unlike weather-out's moveToSlot the status stays: a pending card order still waits for its payment. */
    async movePickup(
      id: string,
      from: OrderStatus,
      slot: { window: OrderRow['pickupWindow']; startsAt: Date; endsAt: Date },
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({
              pickupWindow: slot.window,
              pickupSlotStart: slot.startsAt,
              pickupSlotEnd: slot.endsAt,
              buyerArrivedAt: null,
              updatedAt: new Date(),
            })
            .where(and(eq(orders.id, id), eq(orders.status, from))),
        ) > 0
      );
    },
  };
}
