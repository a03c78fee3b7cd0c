import { and, eq } from 'drizzle-orm';
import { crabberProfiles, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type SellerProfileRow = typeof crabberProfiles.$inferSelect;
type ProfileChanges = Partial<Omit<typeof crabberProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

export function createSellersRepo(db: Db) {
  return {
    findById(id: string): SellerProfileRow | undefined {
      return db.select().from(crabberProfiles).where(eq(crabberProfiles.id, id)).get();
    },
    findByUserId(userId: string): SellerProfileRow | undefined {
      return db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, userId)).get();
    },
    findByPaymentAccountId(accountId: string): SellerProfileRow | undefined {
      return db.select().from(crabberProfiles).where(eq(crabberProfiles.stripeAccountId, accountId)).get();
    },
    /** Whether the seller's account was deleted, or is suspended by an admin: no storefront either way. */
    isOwnerAway(profileId: string): boolean {
      const row = db
        .select({ deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
        .from(crabberProfiles)
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(eq(crabberProfiles.id, profileId))
        .get();
      return Boolean(row?.deletedAt ?? row?.suspendedAt);
    },
    findOwnerEmail(profileId: string): string | undefined {
      return db
        .select({ email: users.email })
        .from(crabberProfiles)
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(eq(crabberProfiles.id, profileId))
        .get()?.email;
    },
    /**
     * A first application inserts the profile and makes a buyer a seller (an admin stays admin);
     * both happen together or not at all.
     */
    insertApplication(values: typeof crabberProfiles.$inferInsert): SellerProfileRow {
      return db.transaction(
        (tx) => {
          const row = tx.insert(crabberProfiles).values(values).returning().get();
          tx.update(users)
            .set({ role: 'seller' })
            .where(and(eq(users.id, values.userId), eq(users.role, 'buyer')))
            .run();
          return row;
        },
        { behavior: 'immediate' },
      );
    },
    /**
     * A rejected applicant's new application, only while the profile is still rejected, so two
     * submissions at once cannot both reopen it. Undefined when it was not rejected.
     */
    reopenRejected(id: string, changes: ProfileChanges): SellerProfileRow | undefined {
      return db
        .update(crabberProfiles)
        .set({
          ...changes,
          verificationStatus: 'pending',
          rejectionReason: null,
          reviewedAt: null,
          reviewedBy: null,
        })
        .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'rejected')))
        .returning()
        .get();
    },
    update(id: string, changes: ProfileChanges): SellerProfileRow | undefined {
      return db.update(crabberProfiles).set(changes).where(eq(crabberProfiles.id, id)).returning().get();
    },
  };
}
export type SellersRepo = ReturnType<typeof createSellersRepo>;
