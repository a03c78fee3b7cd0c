/** The card payment recorded on an order: its intent, paid, refunded, and the orders the sweep revisits. */
import { and, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected } from '../../db/query';
import { orders } from '../../db/tables';

export function createOrderPaymentsRepo(db: Db) {
  return {
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

    /**
     * Marks a card order paid once, with what the provider charged; a second confirmation of the
     * same payment changes nothing.
     */
    async markPaid(
      id: string,
      intentId: string,
      chargeId: string | null,
      capturedCents: number,
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: 'paid', paymentIntentId: intentId, chargeId, capturedCents })
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
            .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['paid', 'partially_refunded']))),
        ) > 0
      );
    },

    /** Card orders still confirmed and unpaid since before `createdBefore`. */
    async listUnpaidCardOrders(createdBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            eq(orders.status, 'confirmed'),
            notInArray(orders.paymentStatus, ['authorized', 'paid', 'partially_refunded', 'refunded']),
            lt(orders.createdAt, createdBefore),
            // A saved card waiting for its cut-off is not unpaid (saved-cards.ts).
            isNull(orders.authorizeAt),
            // A hold that lapsed gives the buyer the window again from when it lapsed.
            or(isNull(orders.authorizationExpiresAt), lt(orders.authorizationExpiresAt, createdBefore)),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Cancelled card orders still marked paid or held: their refund or release has not gone through yet. */
    async listCancelledButPaid(): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'card'),
            or(
              and(
                eq(orders.status, 'cancelled'),
                inArray(orders.paymentStatus, ['authorized', 'paid', 'partially_refunded']),
              ),
              and(eq(orders.status, 'no_show'), eq(orders.paymentStatus, 'authorized')),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },
  };
}
