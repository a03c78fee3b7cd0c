/** What checkout reads and writes: the cart with its catches, stock taken, orders and items written. */
import { and, asc, eq, gt, gte, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { CashHolds } from '../../../shared/cash-holds';
import { openOrderStatuses } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { cartItems, catches, crabberProfiles, orderItems, orders, users } from '../../db/tables';
import { holdSubjects } from '../../db/transaction';
import { createLotsRepo } from '../traceability/lots.repo';
import { releaseHoldForCheckout } from '../waitlist/waitlist-holds';
import type { OrderRow } from './order-record';

/** What checkout reads of a listing: the catch as it is now and its seller. */
const listingColumns = {
  catch: catches,
  crabber: crabberProfiles,
  sellerEmail: users.email,
  sellerSuspendedAt: users.suspendedAt,
};

export function createCheckoutRepo(db: Db) {
  return {
    /** A listing sold before lot codes existed gets its code at its first sale. */
    assignLotCode: createLotsRepo(db).assignLotCode,
    /** The buyer's cart with what checkout needs: the catch as it is now and its seller. */
    async listCartForCheckout(userId: string) {
      return await db
        .select({ line: cartItems, ...listingColumns })
        .from(cartItems)
        .innerJoin(catches, eq(cartItems.catchId, catches.id))
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt));
    },

    /** One listing with what checkout needs, for an order that does not come from a cart (a standing order). */
    async listingForCheckout(catchId: string) {
      return first(
        await db
          .select(listingColumns)
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(eq(catches.id, catchId)),
      );
    },

    /**
     * Takes stock in one conditional UPDATE: it only succeeds while enough is left, so two buyers
     * can never both take the last unit. Returns whether the stock was taken.
     */
    async takeStock(catchId: string, qty: number, now: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ qtyAvailable: sql`${catches.qtyAvailable} - ${qty}` })
            .where(
              and(
                eq(catches.id, catchId),
                gte(catches.qtyAvailable, qty),
                eq(catches.isActive, true),
                isNull(catches.hiddenAt),
                gt(catches.expiresAt, now),
              ),
            ),
        ) > 0
      );
    },

    /** The buyer's waitlist hold on a listing back into its stock, inside checkout's transaction. */
    releaseHoldForCheckout: (catchId: string, buyerId: string) =>
      releaseHoldForCheckout(db, catchId, buyerId),

    async insertOrder(values: typeof orders.$inferInsert): Promise<OrderRow> {
      return first(await db.insert(orders).values(values).returning())!;
    },

    async insertItems(values: (typeof orderItems.$inferInsert)[]): Promise<void> {
      if (values.length > 0) await db.insert(orderItems).values(values);
    },

    async clearCartLines(userId: string, lineIds: string[]): Promise<void> {
      if (lineIds.length === 0) return;
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, lineIds)));
    },

    /** The buyer's open, unpaid cash orders: how many, and the units they hold per listing. */
    async cashHoldsOf(buyerId: string): Promise<CashHolds> {
      const open = and(
        eq(orders.buyerId, buyerId),
        eq(orders.paymentMethod, 'cash'),
        eq(orders.paymentStatus, 'unpaid'),
        inArray(orders.status, openOrderStatuses),
      );
      const openOrders = await db.$count(orders, open);
      const units = await db
        .select({
          catchId: orderItems.catchId,
          units: sum(sql`coalesce(${orderItems.finalQty}, ${orderItems.qty})`).mapWith(Number),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orderItems.orderId, orders.id))
        .where(open)
        .groupBy(orderItems.catchId);
      const unitsByListing = new Map<string, number>();
      for (const row of units) if (row.catchId) unitsByListing.set(row.catchId, row.units);
      return { openOrders, unitsByListing };
    },

    /** Inside the transaction: the buyer's other cart changes and checkouts wait until it ends. */
    holdBuyer(buyerId: string): Promise<void> {
      return holdSubjects(db, [`buyer:${buyerId}`]);
    },
    /** Inside the transaction: other checkouts with these sellers (their slots) wait until it ends. */
    holdSellers(sellerIds: readonly string[]): Promise<void> {
      return holdSubjects(
        db,
        sellerIds.map((id) => `seller:${id}`),
      );
    },
  };
}
