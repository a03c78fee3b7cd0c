/** The sellers a buyer follows. */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crabberProfiles, sellerFollows, users } from '../../db/tables';

export function createSellerFollowsRepo(db: Db) {
  return {
    async listFollows(userId: string) {
      return await db
        .select({
          crabberId: sellerFollows.crabberId,
          displayName: crabberProfiles.displayName,
          pickupLocationAddress: crabberProfiles.pickupLocationAddress,
          followedAt: sellerFollows.createdAt,
        })
        .from(sellerFollows)
        .innerJoin(crabberProfiles, eq(sellerFollows.crabberId, crabberProfiles.id))
        .where(and(eq(sellerFollows.userId, userId), eq(crabberProfiles.verificationStatus, 'approved')))
        .orderBy(desc(sellerFollows.createdAt));
    },

    async isFollowing(userId: string, crabberId: string): Promise<boolean> {
      return (
        (await db.$count(
          sellerFollows,
          and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)),
        )) === 1
      );
    },

    async follow(userId: string, crabberId: string, at: Date): Promise<void> {
      await db.insert(sellerFollows).values({ userId, crabberId, createdAt: at }).onConflictDoNothing();
    },

    async unfollow(userId: string, crabberId: string): Promise<void> {
      await db
        .delete(sellerFollows)
        .where(and(eq(sellerFollows.userId, userId), eq(sellerFollows.crabberId, crabberId)));
    },

    async followerIds(crabberId: string): Promise<string[]> {
      return (
        await db
          .select({ userId: sellerFollows.userId })
          .from(sellerFollows)
          .innerJoin(users, eq(sellerFollows.userId, users.id))
          .where(
            and(eq(sellerFollows.crabberId, crabberId), isNull(users.deletedAt), isNull(users.suspendedAt)),
          )
      ).map((row) => row.userId);
    },
  };
}
