/** A far pickup's saved card as BayCatch records it: saved, waiting for the cut-off, then authorised once. */
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected } from '../../db/query';
import { orders } from '../../db/tables';

export function createSavedCardsRepo(db: Db) {
  return {
    /** The setup intent made for an unpaid order that has no payment intent yet. */
    async recordSetupIntent(id: string, setupIntentId: string): Promise<void> {
      await db
        .update(orders)
        .set({ setupIntentId, paymentStatus: 'pending' })
        .where(and(eq(orders.id, id), isNull(orders.paymentIntentId)));
    },

    /** The card is saved: the order waits (still `pending`) for `authorizeAt`. Once only. */
    async markCardSaved(id: string, setupIntentId: string, authorizeAt: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ authorizeAt, paymentStatus: 'pending' })
            .where(
              and(
                eq(orders.id, id),
                eq(orders.setupIntentId, setupIntentId),
                isNull(orders.authorizeAt),
                isNull(orders.paymentIntentId),
                inArray(orders.paymentStatus, ['unpaid', 'pending']),
              ),
            ),
        ) > 0
      );
    },

    /** Open orders whose saved card is due to be held. */
    async listSavedCardsDue(at: Date): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            isNotNull(orders.authorizeAt),
            lte(orders.authorizeAt, at),
            eq(orders.paymentStatus, 'pending'),
          ),
        )
        .orderBy(asc(orders.authorizeAt));
      return rows.map((row) => row.id);
    },

    /**
     * Takes a due order for authorising: one statement clears `authorizeAt`, so of two sweeps at once
     * only one authorises. From the claim the buyer has the usual payment window, should the card fail.
     */
    async claimSavedCard(id: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ authorizeAt: null, authorizationExpiresAt: at })
            .where(
              and(
                eq(orders.id, id),
                isNotNull(orders.authorizeAt),
                lte(orders.authorizeAt, at),
                eq(orders.paymentStatus, 'pending'),
              ),
            ),
        ) > 0
      );
    },
  };
}
