/** Card disputes and what they touch: the order's payment status, its credit notes, the admins to tell. */
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { closedDisputeStatuses } from '../../../shared/dispute.dto';
import type { PaymentStatus } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { crabberProfiles, creditNotes, disputes, orders, users } from '../../db/tables';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeValues = Pick<DisputeRow, 'status' | 'reason' | 'amountCents' | 'evidenceDueBy'>;

const closed = [...closedDisputeStatuses];

export function createDisputesRepo(db: Db) {
  return {
    async find(providerDisputeId: string): Promise<DisputeRow | undefined> {
      return first(await db.select().from(disputes).where(eq(disputes.providerDisputeId, providerDisputeId)));
    },
    async latestOfOrder(orderId: string): Promise<DisputeRow | undefined> {
      return first(
        await db
          .select()
          .from(disputes)
          .where(eq(disputes.orderId, orderId))
          .orderBy(desc(disputes.createdAt))
          .limit(1),
      );
    },
    /** The first news of a dispute; undefined when another event recorded it first. */
    async insertNew(
      values: DisputeValues & { orderId: string; providerDisputeId: string },
    ): Promise<DisputeRow | undefined> {
      return first(await db.insert(disputes).values(values).onConflictDoNothing().returning());
    },
    /** Moves a dispute on while it is still open; undefined once it has closed (nothing reopens it). */
    async updateOpen(providerDisputeId: string, values: DisputeValues): Promise<DisputeRow | undefined> {
      return first(
        await db
          .update(disputes)
          .set(values)
          .where(and(eq(disputes.providerDisputeId, providerDisputeId), notInArray(disputes.status, closed)))
          .returning(),
      );
    },
    /**
     * Sets an order's payment status, from one of `from` only. The order's own `updated_at` is
     * kept: a completed order's last update dates its completion for the seller's earnings.
     */
    async setPaymentStatus(orderId: string, to: PaymentStatus, from: PaymentStatus[]): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: to, updatedAt: sql`${orders.updatedAt}` })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from)));
    },
    async creditedCents(orderId: string): Promise<number> {
      const row = first(
        await db
          .select({ total: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)`.mapWith(Number) })
          .from(creditNotes)
          .where(eq(creditNotes.orderId, orderId)),
      );
      return row?.total ?? 0;
    },
    async findOrderIdByCharge(chargeId: string): Promise<string | undefined> {
      return first(await db.select({ id: orders.id }).from(orders).where(eq(orders.chargeId, chargeId)))?.id;
    },
    /** Every admin who can still be written to. */
    async admins(): Promise<{ id: string; email: string }[]> {
      return db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
    },
    /** Open disputes, soonest evidence deadline first (those without one last). */
    async listOpen() {
      return db
        .select({
          dispute: disputes,
          seller: crabberProfiles.displayName,
          buyer: {
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            deletedAt: users.deletedAt,
          },
        })
        .from(disputes)
        .innerJoin(orders, eq(orders.id, disputes.orderId))
        .innerJoin(crabberProfiles, eq(crabberProfiles.id, orders.crabberId))
        .innerJoin(users, eq(users.id, orders.buyerId))
        .where(notInArray(disputes.status, closed))
        .orderBy(
          sql`${disputes.evidenceDueBy} is null`,
          asc(disputes.evidenceDueBy),
          asc(disputes.createdAt),
        );
    },
  };
}
export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
