import { eq } from 'drizzle-orm';
import { catches, catchPromotions } from '../../../../db/schema';
import type { Db } from '../../db/client';

export function createPromotionRepo(db: Db) {
  return {
    findListing(id: string) {
      return db.select().from(catches).where(eq(catches.id, id)).get();
    },
    /** The listing a payment already featured, if any. */
    listingPaidBy(paymentIntentId: string): string | undefined {
      return (
        db
          .select({ catchId: catchPromotions.catchId })
          .from(catchPromotions)
          .where(eq(catchPromotions.paymentIntentId, paymentIntentId))
          .get()?.catchId ?? undefined
      );
    },
    isPaymentUsed(paymentIntentId: string): boolean {
      return (
        db
          .select({ id: catchPromotions.id })
          .from(catchPromotions)
          .where(eq(catchPromotions.paymentIntentId, paymentIntentId))
          .get() !== undefined
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
      extend: (currentUntil: Date | null, isPromoted: boolean) => Date;
    }): Date | null {
      return db.transaction(
        (tx) => {
          const listing = tx.select().from(catches).where(eq(catches.id, input.catchId)).get();
          if (!listing) return null;
          const promotedUntil = input.extend(listing.promotedUntil, listing.isPromoted);
          const recorded = tx
            .insert(catchPromotions)
            .values({
              paymentIntentId: input.paymentIntentId,
              catchId: listing.id,
              crabberId: listing.crabberId,
              amountCents: input.amountCents,
              promotedUntil,
            })
            .onConflictDoNothing({ target: catchPromotions.paymentIntentId })
            .returning({ id: catchPromotions.id })
            .get();
          if (!recorded) return null;
          tx.update(catches)
            .set({ isPromoted: true, promotedUntil, promotionPaymentId: input.paymentIntentId })
            .where(eq(catches.id, listing.id))
            .run();
          return promotedUntil;
        },
        { behavior: 'immediate' },
      );
    },
  };
}
export type PromotionRepo = ReturnType<typeof createPromotionRepo>;
