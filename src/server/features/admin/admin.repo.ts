import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { crabberProfiles, moderationActions, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

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
    listApplications() {
      return applications().where(isNull(users.deletedAt)).orderBy(desc(crabberProfiles.createdAt)).all();
    },
    findApplication(id: string) {
      return applications()
        .where(and(eq(crabberProfiles.id, id), isNull(users.deletedAt)))
        .get();
    },
    /**
     * Decides an application only while it is still pending, in one conditional UPDATE, so two
     * admins clicking at once cannot both decide it. Returns whether this call decided it.
     */
    decidePending(
      id: string,
      decision: {
        status: 'approved' | 'rejected';
        reviewedBy: string;
        reviewedAt: Date;
        rejectionReason: string | null;
      },
    ): boolean {
      return (
        db
          .update(crabberProfiles)
          .set({
            verificationStatus: decision.status,
            reviewedBy: decision.reviewedBy,
            reviewedAt: decision.reviewedAt,
            rejectionReason: decision.rejectionReason,
          })
          .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'pending')))
          .run().changes > 0
      );
    },
    /**
     * Approves a revoked seller again (decision 012) and records it in the moderation activity
     * list in the same transaction. Returns whether this call reinstated them.
     */
    reinstateRevoked(id: string, decision: { reviewedBy: string; reviewedAt: Date; note: string }): boolean {
      return db.transaction(
        () => {
          const changed =
            db
              .update(crabberProfiles)
              .set({
                verificationStatus: 'approved',
                reviewedBy: decision.reviewedBy,
                reviewedAt: decision.reviewedAt,
                rejectionReason: null,
              })
              .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'revoked')))
              .run().changes > 0;
          if (changed) {
            db.insert(moderationActions)
              .values({
                actorId: decision.reviewedBy,
                action: 'seller_reinstated',
                targetType: 'seller',
                targetId: id,
                reason: decision.note,
                createdAt: decision.reviewedAt,
              })
              .run();
          }
          return changed;
        },
        { behavior: 'immediate' },
      );
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;
