/** Reviews and order messages an admin removes, and what is reported or removed as it stands. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, orderMessages, orders, reviews, users } from '../../db/tables';

const sellerOwners = alias(users, 'seller_owners');

export function createContentRemovalRepo(db: Db) {
  return {
    /**
     * Removes a review and takes its stars out of the seller's running rating, in the caller's
     * transaction; false when it was already removed.
     */
    async removeReview(id: string, reason: string, at: Date): Promise<boolean> {
      const removed = first(
        await db
          .update(reviews)
          .set({ removedAt: at, removedReason: reason })
          .where(and(eq(reviews.id, id), isNull(reviews.removedAt)))
          .returning({ crabberId: reviews.crabberId, stars: reviews.stars }),
      );
      if (!removed) return false;
      await db
        .update(crabberProfiles)
        .set({
          ratingSum: sql`${crabberProfiles.ratingSum} - ${removed.stars}`,
          ratingCount: sql`${crabberProfiles.ratingCount} - 1`,
        })
        .where(eq(crabberProfiles.id, removed.crabberId));
      return true;
    },
    /** Removes an order message (its text stays for the admins); false when it was already removed. */
    async removeMessage(id: string, reason: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(orderMessages)
            .set({ removedAt: at, removedReason: reason })
            .where(and(eq(orderMessages.id, id), isNull(orderMessages.removedAt))),
        ) > 0
      );
    },
    /** Where to tell the author of removed content: their address and whether it may be written to. */
    async contactOf(userId: string) {
      return first(
        await db
          .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId)),
      );
    },

    /** A message with the two parties of its order, for reporting it and for the queue's summary. */
    async findMessage(id: string) {
      return first(
        await db
          .select({
            id: orderMessages.id,
            body: orderMessages.body,
            removedAt: orderMessages.removedAt,
            orderId: orderMessages.orderId,
            senderRole: orderMessages.senderRole,
            senderId: orderMessages.senderId,
            buyerId: orders.buyerId,
            sellerUserId: crabberProfiles.userId,
            sellerName: crabberProfiles.displayName,
            buyerFirstName: users.firstName,
            buyerLastName: users.lastName,
            buyerEmail: users.email,
            buyerDeletedAt: users.deletedAt,
          })
          .from(orderMessages)
          .innerJoin(orders, eq(orderMessages.orderId, orders.id))
          .innerJoin(crabberProfiles, eq(orders.crabberId, crabberProfiles.id))
          .innerJoin(users, eq(orders.buyerId, users.id))
          .where(eq(orderMessages.id, id)),
      );
    },
    /** A review with its author and seller, for reporting it and for the queue's summary. */
    async findReview(id: string) {
      return first(
        await db
          .select({
            id: reviews.id,
            orderId: reviews.orderId,
            stars: reviews.stars,
            body: reviews.body,
            removedAt: reviews.removedAt,
            authorId: reviews.authorId,
            authorFirstName: users.firstName,
            authorLastName: users.lastName,
            authorDeletedAt: users.deletedAt,
            sellerUserId: crabberProfiles.userId,
            sellerStatus: crabberProfiles.verificationStatus,
          })
          .from(reviews)
          .innerJoin(crabberProfiles, eq(reviews.crabberId, crabberProfiles.id))
          .leftJoin(users, eq(reviews.authorId, users.id))
          .where(eq(reviews.id, id)),
      );
    },
    /** A listing as the queue summarises it, whatever its state. */
    async findListingSummary(id: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            hiddenAt: catches.hiddenAt,
            sellerName: crabberProfiles.displayName,
            sellerUserId: sellerOwners.id,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .innerJoin(sellerOwners, eq(crabberProfiles.userId, sellerOwners.id))
          .where(eq(catches.id, id)),
      );
    },
  };
}
