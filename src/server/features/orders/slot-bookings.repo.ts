/**
 * What the pickup rules read from the database: a seller's cut-off and capacity, and how many
 * orders they hold per dated slot. One home for the catch page, the cart and checkout.
 */
import { and, count, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import {
  addDays,
  DEFAULT_PICKUP_RULES,
  localDateOf,
  type PickupRules,
  pickupRulesOf,
  type SlotBookings,
} from '../../../shared/pickup-slots';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { closedPickupDays, crabberProfiles, orders } from '../../db/tables';

export function createSlotBookingsRepo(db: Db) {
  /** The dock-local dates the seller closed to new orders that slots from `now` on can fall on. */
  async function closedDatesOf(crabberId: string, now: Date): Promise<ReadonlySet<string>> {
    // From yesterday: a slot that began last evening may still be running.
    const fromDate = addDays(localDateOf(now), -1);
    const rows = await db
      .select({ date: closedPickupDays.date })
      .from(closedPickupDays)
      .where(and(eq(closedPickupDays.crabberId, crabberId), gte(closedPickupDays.date, fromDate)));
    return new Set(rows.map((row) => row.date));
  }

  return {
    /** The seller's cut-off and capacity, and the days they closed that slots from `now` on can fall on. */
    async rulesOf(crabberId: string, now: Date): Promise<PickupRules> {
      const profile = first(
        await db
          .select({
            orderCutoffHours: crabberProfiles.orderCutoffHours,
            slotCapacity: crabberProfiles.slotCapacity,
          })
          .from(crabberProfiles)
          .where(eq(crabberProfiles.id, crabberId)),
      );
      return pickupRulesOf(profile ?? DEFAULT_PICKUP_RULES, await closedDatesOf(crabberId, now));
    },

    closedDatesOf,

    /**
     * rulesOf and bookingsOf for many sellers in three queries, for slots starting in [from, to):
     * the marketplace's pickup-date filter reads every candidate listing's seller at once.
     */
    async rulesAndBookingsOf(
      crabberIds: readonly string[],
      now: Date,
      from: Date,
      to: Date,
    ): Promise<Map<string, { rules: PickupRules; bookings: SlotBookings }>> {
      const ids = [...new Set(crabberIds)];
      const result = new Map<string, { rules: PickupRules; bookings: SlotBookings }>();
      if (ids.length === 0) return result;
      const [profiles, closed, booked] = await Promise.all([
        db
          .select({
            id: crabberProfiles.id,
            orderCutoffHours: crabberProfiles.orderCutoffHours,
            slotCapacity: crabberProfiles.slotCapacity,
          })
          .from(crabberProfiles)
          .where(inArray(crabberProfiles.id, ids)),
        db
          .select({ crabberId: closedPickupDays.crabberId, date: closedPickupDays.date })
          .from(closedPickupDays)
          .where(
            and(
              inArray(closedPickupDays.crabberId, ids),
              gte(closedPickupDays.date, addDays(localDateOf(now), -1)),
            ),
          ),
        db
          .select({ crabberId: orders.crabberId, start: orders.pickupSlotStart, orders: count() })
          .from(orders)
          .where(
            and(
              inArray(orders.crabberId, ids),
              gte(orders.pickupSlotStart, from),
              lt(orders.pickupSlotStart, to),
              ne(orders.status, 'cancelled'),
            ),
          )
          .groupBy(orders.crabberId, orders.pickupSlotStart),
      ]);
      for (const profile of profiles) {
        const closedDates = new Set(
          closed.filter((row) => row.crabberId === profile.id).map((row) => row.date),
        );
        const byStart = new Map(
          booked
            .filter((row) => row.crabberId === profile.id)
            .map((row) => [row.start?.getTime(), row.orders]),
        );
        result.set(profile.id, {
          rules: pickupRulesOf(profile, closedDates),
          bookings: (start) => byStart.get(start.getTime()) ?? 0,
        });
      }
      return result;
    },

    async isDayClosed(crabberId: string, date: string): Promise<boolean> {
      return (
        first(
          await db
            .select({ date: closedPickupDays.date })
            .from(closedPickupDays)
            .where(and(eq(closedPickupDays.crabberId, crabberId), eq(closedPickupDays.date, date))),
        ) !== undefined
      );
    },

    async closeDay(crabberId: string, date: string): Promise<void> {
      await db.insert(closedPickupDays).values({ crabberId, date }).onConflictDoNothing();
    },

    async reopenDay(crabberId: string, date: string): Promise<boolean> {
      return (
        affected(
          await db
            .delete(closedPickupDays)
            .where(and(eq(closedPickupDays.crabberId, crabberId), eq(closedPickupDays.date, date))),
        ) > 0
      );
    },

    /** Orders (any not cancelled) per slot of the seller's that starts at or after `from`. */
    async bookingsOf(crabberId: string, from: Date): Promise<SlotBookings> {
      const rows = await db
        .select({ start: orders.pickupSlotStart, orders: count() })
        .from(orders)
        .where(
          and(
            eq(orders.crabberId, crabberId),
            gte(orders.pickupSlotStart, from),
            ne(orders.status, 'cancelled'),
          ),
        )
        .groupBy(orders.pickupSlotStart);
      const byStart = new Map(rows.map((row) => [row.start?.getTime(), row.orders]));
      return (start) => byStart.get(start.getTime()) ?? 0;
    },
  };
}
export type SlotBookingsRepo = ReturnType<typeof createSlotBookingsRepo>;
