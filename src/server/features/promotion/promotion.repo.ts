import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { catches, catchPromotions } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export function createPromotionRepo(db: Db) {
  return {
    async findListing(id: string) {
      return first(await db.select().from(catches).where(eq(catches.id, id)));
    },
    /** The listing a payment already featured, if any. */
    async listingPaidBy(paymentIntentId: string): Promise<string | undefined> {
      return (
        first(
          await db
            .select({ catchId: catchPromotions.catchId })
            .from(catchPromotions)
            .where(eq(catchPromotions.paymentIntentId, paymentIntentId)),
        )?.catchId ?? undefined
      );
    },
    async isPaymentUsed(paymentIntentId: string): Promise<boolean> {
      return (
        first(
          await db
            .select({ id: catchPromotions.id })
            .from(catchPromotions)
            .where(eq(catchPromotions.paymentIntentId, paymentIntentId)),
        ) !== undefined
      );
    },
    /**
     * Records the payment and features the listing in one transaction. The unique payment id
     * makes a second use of the same payment change nothing; returns false then. The new end is
     * computed from the row inside the transaction, so two promotions at once both count.
     */
    applyPromotion(input: {
      catchId: string;
      paymentIntentId: string;
      amountCents: number;
      extend: (listing: { promotedUntil: Date | null; isPromoted: boolean; expiresAt: Date }) => Date;
    }): Promise<Date | null> {
      return inTransaction(db, async () => {
        const listing = first(await db.select().from(catches).where(eq(catches.id, input.catchId)));
        if (!listing) return null;
        const promotedUntil = input.extend(listing);
        const recorded = first(
          await db
            .insert(catchPromotions)
            .values({
              paymentIntentId: input.paymentIntentId,
              catchId: listing.id,
              crabberId: listing.crabberId,
              amountCents: input.amountCents,
              promotedUntil,
            })
            .onConflictDoNothing({ target: catchPromotions.paymentIntentId })
            .returning({ id: catchPromotions.id }),
        );
        if (!recorded) return null;
        await db
          .update(catches)
          .set({ isPromoted: true, promotedUntil, promotionPaymentId: input.paymentIntentId })
          .where(eq(catches.id, listing.id));
        return promotedUntil;
      });
    },
  };
}
export type PromotionRepo = ReturnType<typeof createPromotionRepo>;
