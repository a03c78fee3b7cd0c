/** Sellers' approval revoked and their listings hidden or shown again. */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, users } from '../../db/tables';

export function createSellerModerationRepo(db: Db) {
  return {
    /** A seller profile with its owner, or undefined (an owner who deleted the account counts as gone). */
    async findSeller(id: string) {
      return first(
        await db
          .select({
            id: crabberProfiles.id,
            displayName: crabberProfiles.displayName,
            verificationStatus: crabberProfiles.verificationStatus,
            userId: users.id,
          })
          .from(crabberProfiles)
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(and(eq(crabberProfiles.id, id), isNull(users.deletedAt))),
      );
    },
    /** Only an approved seller is revoked; false when someone else changed the status first. */
    async revokeApproved(id: string, decision: { reason: string; by: string; at: Date }): Promise<boolean> {
      return (
        affected(
          await db
            .update(crabberProfiles)
            .set({
              verificationStatus: 'revoked',
              rejectionReason: decision.reason,
              reviewedBy: decision.by,
              reviewedAt: decision.at,
            })
            .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'approved'))),
        ) > 0
      );
    },

    async findListing(id: string) {
      return first(
        await db
          .select({
            id: catches.id,
            title: catches.title,
            hiddenAt: catches.hiddenAt,
            hiddenReason: catches.hiddenReason,
            crabberId: catches.crabberId,
            sellerUserId: crabberProfiles.userId,
          })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .where(eq(catches.id, id)),
      );
    },
    async hideListing(id: string, reason: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ hiddenAt: at, hiddenReason: reason })
            .where(and(eq(catches.id, id), isNull(catches.hiddenAt))),
        ) > 0
      );
    },
    async restoreListing(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(catches)
            .set({ hiddenAt: null, hiddenReason: null })
            .where(and(eq(catches.id, id), isNotNull(catches.hiddenAt))),
        ) > 0
      );
    },
  };
}
