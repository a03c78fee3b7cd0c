import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alias } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { crabberProfiles, moderationActions, users } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

const reviewers = alias(users, 'reviewers');

export function createAdminRepo(db: Db) {
  const applications = () =>
    db
      .select({ profile: crabberProfiles, applicant: users, reviewerEmail: reviewers.email })
      .from(crabberProfiles)
      .innerJoin(users, eq(crabberProfiles.userId, users.id))
      .leftJoin(reviewers, eq(crabberProfiles.reviewedBy, reviewers.id));

  return {
    // An applicant who deleted their account has withdrawn: nothing left to review or notify.
    async listApplications() {
      return await applications().where(isNull(users.deletedAt)).orderBy(desc(crabberProfiles.createdAt));
    },
    async findApplication(id: string) {
      return first(await applications().where(and(eq(crabberProfiles.id, id), isNull(users.deletedAt))));
    },
    /**
     * Decides an application only while it is still pending, in one conditional UPDATE, so two
     * admins clicking at once cannot both decide it. Returns whether this call decided it.
     */
    async decidePending(
      id: string,
      decision: {
        status: 'approved' | 'rejected';
        reviewedBy: string;
        reviewedAt: Date;
        rejectionReason: string | null;
      },
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(crabberProfiles)
            .set({
              verificationStatus: decision.status,
              reviewedBy: decision.reviewedBy,
              reviewedAt: decision.reviewedAt,
              rejectionReason: decision.rejectionReason,
            })
            .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'pending'))),
        ) > 0
      );
    },
    /**
     * Approves a revoked seller again (decision 012) and records it in the moderation activity
     * list in the same transaction. Returns whether this call reinstated them.
     */
    reinstateRevoked(
      id: string,
      decision: { reviewedBy: string; reviewedAt: Date; note: string },
    ): Promise<boolean> {
      return inTransaction(db, async () => {
        const changed =
          affected(
            await db
              .update(crabberProfiles)
              .set({
                verificationStatus: 'approved',
                reviewedBy: decision.reviewedBy,
                reviewedAt: decision.reviewedAt,
                rejectionReason: null,
              })
              .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'revoked'))),
          ) > 0;
        if (changed) {
          await db.insert(moderationActions).values({
            actorId: decision.reviewedBy,
            action: 'seller_reinstated',
            targetType: 'seller',
            targetId: id,
            reason: decision.note,
            createdAt: decision.reviewedAt,
          });
        }
        return changed;
      });
    },
    /** A seller's type and weekly limit; undefined for an unknown seller or one whose account is gone. */
    async findSellerLimits(id: string) {
      return first(
        await db
          .select({
            id: crabberProfiles.id,
            sellerType: crabberProfiles.sellerType,
            weeklyQuantityLimit: crabberProfiles.weeklyQuantityLimit,
          })
          .from(crabberProfiles)
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(and(eq(crabberProfiles.id, id), isNull(users.deletedAt))),
      );
    },
    /** Sets the weekly limit and records it in the moderation activity list, together. */
    setWeeklyLimit(
      id: string,
      change: { limit: number | null; by: string; at: Date; note: string },
    ): Promise<void> {
      return inTransaction(db, async () => {
        await db
          .update(crabberProfiles)
          .set({ weeklyQuantityLimit: change.limit, updatedAt: change.at })
          .where(eq(crabberProfiles.id, id));
        await db.insert(moderationActions).values({
          actorId: change.by,
          action: 'seller_limit_set',
          targetType: 'seller',
          targetId: id,
          reason: change.note,
          createdAt: change.at,
        });
      });
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
