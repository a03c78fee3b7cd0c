/** A card order's hold as BayCatch records it: authorised, captured at the dock, or released. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected } from '../../db/query';
import { orders } from '../../db/tables';

export function createCardHoldsRepo(db: Db) {
  return {
    /** The card is held for the order's maximum; a second report of the same hold changes nothing. */
    async markAuthorized(
      id: string,
      hold: { intentId: string; chargeId: string | null; authorizedCents: number; expiresAt: Date | null },
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({
              paymentStatus: 'authorized',
              paymentIntentId: hold.intentId,
              chargeId: hold.chargeId,
              authorizedCents: hold.authorizedCents,
              authorizationExpiresAt: hold.expiresAt,
            })
            .where(and(eq(orders.id, id), inArray(orders.paymentStatus, ['unpaid', 'pending']))),
        ) > 0
      );
    },

    /** What the dock captured; only an order still held moves to paid. */
    async markCaptured(id: string, capturedCents: number, chargeId: string | null): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: 'paid', capturedCents, ...(chargeId ? { chargeId } : {}) })
            .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'authorized'))),
        ) > 0
      );
    },

    /**
     * The hold was let go without charging anything (also one made while the order was being
     * cancelled, not yet recorded as authorised).
     */
    async markReleased(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: 'released' })
            .where(
              and(eq(orders.id, id), inArray(orders.paymentStatus, ['unpaid', 'pending', 'authorized'])),
            ),
        ) > 0
      );
    },

    /**
     * The hold lapsed before the pickup (the issuer let it go after 7 days): the order waits for the
     * buyer to pay again, as an unpaid card order does.
     */
    async markHoldLapsed(id: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            // When it lapsed: the buyer has the usual payment window from then (listUnpaidCardOrders).
            .set({ paymentStatus: 'pending', authorizationExpiresAt: at })
            .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'authorized'))),
        ) > 0
      );
    },
  };
}
