import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { crabberProfiles, reviews, users } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type ReviewRow = typeof reviews.$inferSelect & {
  author: {
    firstName: string | null;
    lastName: string | null;
    deletedAt: Date | null;
    suspendedAt: Date | null;
  } | null;
};

const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
};

export function createReviewsRepo(db: Db) {
  const withAuthor = () =>
    db
      .select({ review: reviews, author: authorColumns })
      .from(reviews)
      .leftJoin(users, eq(reviews.authorId, users.id));

  /** Moves the seller's running rating by these stars and reviews, in the caller's transaction. */
  const adjustRating = async (crabberId: string, stars: number, reviewCount: number) => {
    await db
      .update(crabberProfiles)
      .set({
        ratingSum: sql`${crabberProfiles.ratingSum} + ${stars}`,
        ratingCount: sql`${crabberProfiles.ratingCount} + ${reviewCount}`,
      })
      .where(eq(crabberProfiles.id, crabberId));
  };

  return {
    async findById(id: string): Promise<ReviewRow | undefined> {
      const row = first(await withAuthor().where(eq(reviews.id, id)));
      return row && { ...row.review, author: row.author };
    },

    async findByOrder(orderId: string): Promise<ReviewRow | undefined> {
      const row = first(await withAuthor().where(eq(reviews.orderId, orderId)));
      return row && { ...row.review, author: row.author };
    },

    /** A seller's reviews, newest first; those an admin removed are left out. */
    async listForSeller(crabberId: string, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
      const rows = await withAuthor()
        .where(and(eq(reviews.crabberId, crabberId), isNull(reviews.removedAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map(({ review, author }) => ({ ...review, author }));
    },

    async countForSeller(crabberId: string): Promise<number> {
      return await db.$count(reviews, and(eq(reviews.crabberId, crabberId), isNull(reviews.removedAt)));
    },

    /** Inserts a review and counts it into the seller's rating, both or neither. */
    insert(values: typeof reviews.$inferInsert & { stars: number; crabberId: string }) {
      return inTransaction(db, async () => {
        const row = first(await db.insert(reviews).values(values).returning())!;
        await adjustRating(values.crabberId, values.stars, 1);
        return row;
      });
    },

    /**
     * Changes a review's stars and text, moving the seller's rating by the difference; only while
     * it still has `expectedStars` (a concurrent change makes this return undefined).
     */
    update(
      id: string,
      crabberId: string,
      expectedStars: number,
      change: { stars: number; body: string | null; at: Date },
    ) {
      return inTransaction(db, async () => {
        const row = first(
          await db
            .update(reviews)
            .set({ stars: change.stars, body: change.body, updatedAt: change.at })
            .where(
              sql`${reviews.id} = ${id} and ${reviews.stars} = ${expectedStars} and ${reviews.removedAt} is null`,
            )
            .returning(),
        );
        if (row) await adjustRating(crabberId, change.stars - expectedStars, 0);
        return row;
      });
    },

    /** Sets the reply unless there is one; returns the row, or undefined when one was already there. */
    async setReply(id: string, reply: string, at: Date) {
      return first(
        await db
          .update(reviews)
          .set({ reply, repliedAt: at })
          .where(sql`${reviews.id} = ${id} and ${reviews.reply} is null and ${reviews.removedAt} is null`)
          .returning(),
      );
    },
  };
}

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;
