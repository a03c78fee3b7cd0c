/** Orders moving on: status changes, moves to another pickup, no-shows and the stock they give back. */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type OrderStatus, openOrderStatuses, type PaymentStatus } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { hoursAfter, timeParam } from '../../db/dialect';
import { affected } from '../../db/query';
import { catches, crabberProfiles, orders } from '../../db/tables';
import { offerReturnedStock } from '../waitlist/waitlist-holds';
import type { OrderRow } from './order-record';

export function createOrderStatusRepo(db: Db) {
  return {
    /** Moves the status only if it is still `from`, so two clicks cannot both apply. */
    async updateStatus(
      id: string,
      from: OrderStatus,
      to: OrderStatus,
      paymentStatus?: PaymentStatus,
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ status: to, ...(paymentStatus ? { paymentStatus } : {}) })
            .where(and(eq(orders.id, id), eq(orders.status, from))),
        ) > 0
      );
    },

    /** Stock back to a listing, offered first to its waitlist (waitlist-holds.ts). */
    async returnStock(catchId: string, qty: number, at: Date): Promise<void> {
      await db
        .update(catches)
        .set({ qtyAvailable: sql`${catches.qtyAvailable} + ${qty}` })
        .where(eq(catches.id, catchId));
      await offerReturnedStock(db, catchId, at);
    },

    /** Stock back only to a listing still on sale (active, not expired); false when it is not. */
    async returnStockIfSellable(catchId: string, qty: number, now: Date): Promise<boolean> {
      const returned =
        affected(
          await db
            .update(catches)
            .set({ qtyAvailable: sql`${catches.qtyAvailable} + ${qty}` })
            .where(and(eq(catches.id, catchId), eq(catches.isActive, true), gt(catches.expiresAt, now))),
        ) === 1;
      if (returned) await offerReturnedStock(db, catchId, now);
      return returned;
    },

    /**
     * Open, unpaid cash orders whose pickup ended more than the seller's grace period ago. Orders
     * from before dated pickups have no end to measure and never lapse.
     */
    async listNoShows(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
        .where(
          and(
            // A held card order nobody collected is released, never charged.
            or(
              and(eq(orders.paymentMethod, 'cash'), eq(orders.paymentStatus, 'unpaid')),
              and(eq(orders.paymentMethod, 'card'), eq(orders.paymentStatus, 'authorized')),
            ),
            inArray(orders.status, openOrderStatuses),
            sql`${hoursAfter(orders.pickupSlotEnd, crabberProfiles.noShowGraceHours)} < ${timeParam(now)}`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Moves an order still in `from` to another pickup, into `to`: weather-out sends it back to
     * confirmed (the seller prepares it again for the new day); a buyer's own move keeps its
     * status (a pending card order still waits for its payment).
     */
    async moveToSlot(
      id: string,
      from: OrderStatus,
      slot: { window: OrderRow['pickupWindow']; startsAt: Date; endsAt: Date },
      to: OrderStatus,
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({
              pickupWindow: slot.window,
              pickupSlotStart: slot.startsAt,
              pickupSlotEnd: slot.endsAt,
              status: to,
              // A new pickup day: the buyer has not arrived for it yet.
              buyerArrivedAt: null,
              updatedAt: new Date(),
            })
            .where(and(eq(orders.id, id), eq(orders.status, from))),
        ) > 0
      );
    },

    /** Records the buyer's "I'm here" once, on an order still open; false when it was already recorded or closed. */
    async markBuyerArrived(id: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ buyerArrivedAt: at })
            .where(
              and(
                eq(orders.id, id),
                isNull(orders.buyerArrivedAt),
                inArray(orders.status, openOrderStatuses),
              ),
            ),
        ) > 0
      );
    },

    /** The listings orders were taken from, with what a pickup must respect: their windows and expiry. */
    async listingsByIds(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return await db
        .select({
          id: catches.id,
          title: catches.title,
          expiresAt: catches.expiresAt,
          pickupWindows: catches.pickupWindows,
        })
        .from(catches)
        .where(inArray(catches.id, [...ids]));
    },
  };
}
