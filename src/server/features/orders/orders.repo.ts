import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, notInArray, sql, sum } from 'drizzle-orm';
import type { CashHolds } from '../../../shared/cash-holds';
import { type OrderStatus, openOrderStatuses, type PaymentStatus } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { hoursAfter, timeParam } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { cartItems, catches, crabberProfiles, orderItems, orders, users } from '../../db/tables';
import { holdSubjects, inTransaction as runInTransaction } from '../../db/transaction';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  crabber: typeof crabberProfiles.$inferSelect;
  buyer: Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email' | 'deletedAt'>;
  /** The seller's own account e-mail, for their notifications. */
  sellerEmail: string;
  /** The seller's phone, which only a buyer with an open order gets to see. */
  sellerPhone: string | null;
  sellerUserId: string;
}

export function createOrdersRepo(db: Db) {
  async function withDetails(
    rows: { order: OrderRow; crabber: OrderRecord['crabber'] }[],
  ): Promise<OrderRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.order.id);
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
    const people = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.flatMap((row) => [row.order.buyerId, row.crabber.userId]))]));
    const person = (id: string) => people.find((candidate) => candidate.id === id)!;
    return rows.map(({ order, crabber }) => ({
      order,
      crabber,
      items: items.filter((item) => item.orderId === order.id),
      buyer: person(order.buyerId),
      sellerEmail: person(crabber.userId).email,
      sellerPhone: person(crabber.userId).phone,
      sellerUserId: crabber.userId,
    }));
  }

  const ordersWithSeller = () =>
    db
      .select({ order: orders, crabber: crabberProfiles })
      .from(orders)
      .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id));

  return {
    /** The buyer's cart with what checkout needs: the catch as it is now and its seller. */
    async listCartForCheckout(userId: string) {
      return await db
        .select({
          line: cartItems,
          catch: catches,
          crabber: crabberProfiles,
          sellerEmail: users.email,
          sellerSuspendedAt: users.suspendedAt,
        })
        .from(cartItems)
        .innerJoin(catches, eq(cartItems.catchId, catches.id))
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt));
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

    /** Stock back only to a listing still on sale (active, not expired); false when it is not. */
    async returnStockIfSellable(catchId: string, qty: number, now: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ qtyAvailable: sql`${catches.qtyAvailable} + ${qty}` })
            .where(and(eq(catches.id, catchId), eq(catches.isActive, true), gt(catches.expiresAt, now))),
        ) === 1
      );
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
            eq(orders.paymentMethod, 'cash'),
            eq(orders.paymentStatus, 'unpaid'),
            inArray(orders.status, openOrderStatuses),
            sql`${hoursAfter(orders.pickupSlotEnd, crabberProfiles.noShowGraceHours)} < ${timeParam(now)}`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /**
     * Moves an order still in `from` to another pickup. It goes back to confirmed: the seller
     * prepares it again for the new day, and the buyer may cancel it as long as it stays so.
     */
    async moveToSlot(
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
              status: 'confirmed',
            })
            .where(and(eq(orders.id, id), eq(orders.status, from))),
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

    async returnStock(catchId: string, qty: number): Promise<void> {
      await db
        .update(catches)
        .set({ qtyAvailable: sql`${catches.qtyAvailable} + ${qty}` })
        .where(eq(catches.id, catchId));
    },

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

    async findById(id: string): Promise<OrderRecord | undefined> {
      return first(await withDetails(await ordersWithSeller().where(eq(orders.id, id))));
    },

    async findByPaymentIntent(intentId: string): Promise<OrderRecord | undefined> {
      return first(
        await withDetails(await ordersWithSeller().where(eq(orders.paymentIntentId, intentId)).limit(1)),
      );
    },

    async findByQrCode(crabberId: string, qrCode: string): Promise<OrderRecord | undefined> {
      return first(
        await withDetails(
          await ordersWithSeller()
            .where(and(eq(orders.crabberId, crabberId), eq(orders.qrCode, qrCode)))
            .limit(1),
        ),
      );
    },

    /** Any seller's order whose pass token has this SHA-256 (the pickup check tells whose it is). */
    async findByPassHash(passTokenHash: string): Promise<OrderRecord | undefined> {
      return first(
        await withDetails(await ordersWithSeller().where(eq(orders.passTokenHash, passTokenHash)).limit(1)),
      );
    },

    async listForBuyer(buyerId: string): Promise<OrderRecord[]> {
      return withDetails(
        await ordersWithSeller().where(eq(orders.buyerId, buyerId)).orderBy(desc(orders.createdAt)),
      );
    },

    /** A seller's orders, newest first; card orders not yet paid are left out until they are. */
    /**
     * A seller's orders whose pickup starts in [from, to), in pickup order: every one the seller
     * handles (not cancelled, not a card order still waiting for its payment).
     */
    async listForSellerPickups(crabberId: string, from: Date, to: Date): Promise<OrderRecord[]> {
      return withDetails(
        await ordersWithSeller()
          .where(
            and(
              eq(orders.crabberId, crabberId),
              gte(orders.pickupSlotStart, from),
              lt(orders.pickupSlotStart, to),
              ne(orders.status, 'cancelled'),
              sql`not (${orders.paymentMethod} = 'card' and ${orders.paymentStatus} in ('unpaid', 'pending') and ${orders.status} = 'confirmed')`,
            ),
          )
          .orderBy(asc(orders.pickupSlotStart), asc(orders.createdAt)),
      );
    },

    async listForSeller(crabberId: string): Promise<OrderRecord[]> {
      return withDetails(
        await ordersWithSeller()
          .where(
            and(
              eq(orders.crabberId, crabberId),
              sql`not (${orders.paymentMethod} = 'card' and ${orders.paymentStatus} in ('unpaid', 'pending') and ${orders.status} = 'confirmed')`,
            ),
          )
          .orderBy(desc(orders.createdAt)),
      );
    },

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

    /** Records the intent of a card order that has not been paid yet. */
    async recordPaymentIntent(id: string, intentId: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentIntentId: intentId, paymentStatus: 'pending' })
            .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['unpaid', 'pending']))),
        ) > 0
      );
    },

    /** Marks a card order paid once; a second confirmation of the same payment changes nothing. */
    async markPaid(id: string, intentId: string, chargeId: string | null): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: 'paid', paymentIntentId: intentId, chargeId })
            .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['unpaid', 'pending']))),
        ) > 0
      );
    },

    async markRefunded(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: 'refunded' })
            .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'paid'))),
        ) > 0
      );
    },

    /** Card orders still confirmed and unpaid since before `createdBefore`. */
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
        .select({ catchId: orderItems.catchId, units: sum(orderItems.qty).mapWith(Number) })
        .from(orderItems)
        .innerJoin(orders, eq(orderItems.orderId, orders.id))
        .where(open)
        .groupBy(orderItems.catchId);
      const unitsByListing = new Map<string, number>();
      for (const row of units) if (row.catchId) unitsByListing.set(row.catchId, row.units);
      return { openOrders, unitsByListing };
    },

    async listUnpaidCardOrders(createdBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.status, 'confirmed'),
            notInArray(orders.paymentStatus, ['paid', 'refunded']),
            lt(orders.createdAt, createdBefore),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Cancelled card orders still marked paid: their refund has not gone through yet. */
    async listCancelledButPaid(): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'cancelled'),
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'paid'),
          ),
        );
      return rows.map((row) => row.id);
    },

    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      // The open transaction is kept for the work's awaits (db/transaction.ts): every repository
      // call made inside `work` belongs to it. On SQLite, IMMEDIATE takes the write lock up front.
      return runInTransaction(db, work);
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
export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
