/**
 * What the pickup rules read from the database: a seller's cut-off and capacity, and how many
 * orders they hold per dated slot. One home for the catch page, the cart and checkout.
 */
import { and, count, eq, gte, ne } from 'drizzle-orm';
import { crabberProfiles, orders } from '../../../../db/schema';
import { DEFAULT_PICKUP_RULES, type PickupRules, type SlotBookings } from '../../../shared/pickup-slots';
import type { Db } from '../../db/client';

export function createSlotBookingsRepo(db: Db) {
  return {
    rulesOf(crabberId: string): PickupRules {
      return (
        db
          .select({
            orderCutoffHours: crabberProfiles.orderCutoffHours,
            slotCapacity: crabberProfiles.slotCapacity,
          })
          .from(crabberProfiles)
          .where(eq(crabberProfiles.id, crabberId))
          .get() ?? DEFAULT_PICKUP_RULES
      );
    },

    /** Orders (any not cancelled) per slot of the seller's that starts at or after `from`. */
    bookingsOf(crabberId: string, from: Date): SlotBookings {
      const rows = db
        .select({ start: orders.pickupSlotStart, orders: count() })
        .from(orders)
        .where(
          and(
            eq(orders.crabberId, crabberId),
            gte(orders.pickupSlotStart, from),
            ne(orders.status, 'cancelled'),
          ),
        )
        .groupBy(orders.pickupSlotStart)
        .all();
      const byStart = new Map(rows.map((row) => [row.start?.getTime(), row.orders]));
      return (start) => byStart.get(start.getTime()) ?? 0;
    },
  };
}
export type SlotBookingsRepo = ReturnType<typeof createSlotBookingsRepo>;
