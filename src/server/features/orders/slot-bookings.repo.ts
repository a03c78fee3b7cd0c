/**
 * What the pickup rules read from the database: a seller's cut-off and capacity, and how many
 * orders they hold per dated slot. One home for the catch page, the cart and checkout.
 */
import { and, count, eq, gte, ne } from 'drizzle-orm';
import { closedPickupDays, crabberProfiles, orders } from '../../../../db/schema';
import {
  addDays,
  DEFAULT_PICKUP_RULES,
  localDateOf,
  type PickupRules,
  pickupRulesOf,
  type SlotBookings,
} from '../../../shared/pickup-slots';
import type { Db } from '../../db/client';

export function createSlotBookingsRepo(db: Db) {
  /** The dock-local dates the seller closed to new orders that slots from `now` on can fall on. */
  function closedDatesOf(crabberId: string, now: Date): ReadonlySet<string> {
    // From yesterday: a slot that began last evening may still be running.
    const fromDate = addDays(localDateOf(now), -1);
    const rows = db
      .select({ date: closedPickupDays.date })
      .from(closedPickupDays)
      .where(and(eq(closedPickupDays.crabberId, crabberId), gte(closedPickupDays.date, fromDate)))
      .all();
    return new Set(rows.map((row) => row.date));
  }

  return {
    /** The seller's cut-off and capacity, and the days they closed that slots from `now` on can fall on. */
    rulesOf(crabberId: string, now: Date): PickupRules {
      const profile = db
        .select({
          orderCutoffHours: crabberProfiles.orderCutoffHours,
          slotCapacity: crabberProfiles.slotCapacity,
        })
        .from(crabberProfiles)
        .where(eq(crabberProfiles.id, crabberId))
        .get();
      return pickupRulesOf(profile ?? DEFAULT_PICKUP_RULES, closedDatesOf(crabberId, now));
    },

    closedDatesOf,

    isDayClosed(crabberId: string, date: string): boolean {
      return (
        db
          .select({ date: closedPickupDays.date })
          .from(closedPickupDays)
          .where(and(eq(closedPickupDays.crabberId, crabberId), eq(closedPickupDays.date, date)))
          .get() !== undefined
      );
    },

    closeDay(crabberId: string, date: string): void {
      db.insert(closedPickupDays).values({ crabberId, date }).onConflictDoNothing().run();
    },

    reopenDay(crabberId: string, date: string): boolean {
      return (
        db
          .delete(closedPickupDays)
          .where(and(eq(closedPickupDays.crabberId, crabberId), eq(closedPickupDays.date, date)))
          .run().changes > 0
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
