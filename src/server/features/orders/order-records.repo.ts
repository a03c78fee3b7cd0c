/** Orders read whole: the order with its items, its seller, the buyer and the seller's contact. */
import { and, asc, desc, eq, gte, inArray, like, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import {
  crabberProfiles,
  creditNotes,
  disputes,
  orderItems,
  orderLineAdjustments,
  orders,
  users,
} from '../../db/tables';
import type { OrderRecord, OrderRow } from './order-record';

export function createOrderRecordsRepo(db: Db) {
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
    const adjustments = await db
      .select()
      .from(orderLineAdjustments)
      .where(inArray(orderLineAdjustments.orderId, ids))
      // A line only ever goes down, so within one instant the higher old value came first.
      .orderBy(asc(orderLineAdjustments.createdAt), desc(orderLineAdjustments.oldValue));
    const notes = await db
      .select()
      .from(creditNotes)
      .where(inArray(creditNotes.orderId, ids))
      .orderBy(asc(creditNotes.createdAt));
    const person = (id: string) => people.find((candidate) => candidate.id === id)!;
    // Newest first, so an order's first match is its latest dispute.
    const orderDisputes = await db
      .select()
      .from(disputes)
      .where(inArray(disputes.orderId, ids))
      .orderBy(desc(disputes.createdAt));
    return rows.map(({ order, crabber }) => ({
      order,
      crabber,
      items: items.filter((item) => item.orderId === order.id),
      buyer: person(order.buyerId),
      sellerEmail: person(crabber.userId).email,
      sellerPhone: person(crabber.userId).phone,
      sellerUserId: crabber.userId,
      adjustments: adjustments.filter((row) => row.orderId === order.id),
      creditNotes: notes.filter((row) => row.orderId === order.id),
      dispute: orderDisputes.find((dispute) => dispute.orderId === order.id) ?? null,
    }));
  }

  const ordersWithSeller = () =>
    db
      .select({ order: orders, crabber: crabberProfiles })
      .from(orders)
      .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id));

  return {
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

    /** The ids of a seller's orders whose reference (`#` and the id's last 8 characters) is `code`. */
    async sellerOrderIdsByCode(crabberId: string, code: string): Promise<string[]> {
      if (!/^[0-9A-F]{8}$/i.test(code)) return [];
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.crabberId, crabberId), like(orders.id, `%${code.toLowerCase()}`)));
      return rows.map((row) => row.id);
    },

    /**
     * Every seller's open orders whose pickup starts in [from, to), as the pick lists show them:
     * the reminders' sweep reads them (pickup-reminders.ts).
     */
    async listOpenPickupsBetween(from: Date, to: Date): Promise<OrderRecord[]> {
      return withDetails(
        await ordersWithSeller()
          .where(
            and(
              gte(orders.pickupSlotStart, from),
              lt(orders.pickupSlotStart, to),
              inArray(orders.status, ['confirmed', 'preparing', 'ready']),
              sql`not (${orders.paymentMethod} = 'card' and ${orders.paymentStatus} in ('unpaid', 'pending') and ${orders.status} = 'confirmed')`,
            ),
          )
          .orderBy(asc(orders.pickupSlotStart), asc(orders.createdAt)),
      );
    },

    /** A seller's orders, newest first; card orders not yet paid are left out until they are. */
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
  };
}
