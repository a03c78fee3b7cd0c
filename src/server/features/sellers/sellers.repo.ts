import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { first } from '../../db/query';
import { crabberProfiles, users } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type SellerProfileRow = typeof crabberProfiles.$inferSelect;
type ProfileChanges = Partial<Omit<typeof crabberProfiles.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

export function createSellersRepo(db: Db) {
  return {
    async findById(id: string): Promise<SellerProfileRow | undefined> {
      return first(await db.select().from(crabberProfiles).where(eq(crabberProfiles.id, id)));
    },
    async findByUserId(userId: string): Promise<SellerProfileRow | undefined> {
      return first(await db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, userId)));
    },
    async findByPaymentAccountId(accountId: string): Promise<SellerProfileRow | undefined> {
      return first(
        await db
          .select()
          .from(crabberProfiles)
          .where(eq(crabberProfiles.stripeAccountId, accountId))
          .limit(1),
      );
    },
    /** Whether the seller's account was deleted, or is suspended by an admin: no storefront either way. */
    async isOwnerAway(profileId: string): Promise<boolean> {
      const row = first(
        await db
          .select({ deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
          .from(crabberProfiles)
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(eq(crabberProfiles.id, profileId)),
      );
      return Boolean(row?.deletedAt ?? row?.suspendedAt);
    },
    async findOwnerEmail(profileId: string): Promise<string | undefined> {
      return first(
        await db
          .select({ email: users.email })
          .from(crabberProfiles)
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(eq(crabberProfiles.id, profileId)),
      )?.email;
    },
    /**
     * A first application inserts the profile and makes a buyer a seller (an admin stays admin);
     * both happen together or not at all.
     */
    insertApplication(values: typeof crabberProfiles.$inferInsert): Promise<SellerProfileRow> {
      return inTransaction(db, async () => {
        const row = first(await db.insert(crabberProfiles).values(values).returning())!;
        await db
          .update(users)
          .set({ role: 'seller' })
          .where(and(eq(users.id, values.userId), eq(users.role, 'buyer')));
        return row;
      });
    },
    /**
     * A rejected applicant's new application, only while the profile is still rejected, so two
     * submissions at once cannot both reopen it. Undefined when it was not rejected.
     */
    async reopenRejected(id: string, changes: ProfileChanges): Promise<SellerProfileRow | undefined> {
      return first(
        await db
          .update(crabberProfiles)
          .set({
            ...changes,
            verificationStatus: 'pending',
            rejectionReason: null,
            reviewedAt: null,
            reviewedBy: null,
          })
          .where(and(eq(crabberProfiles.id, id), eq(crabberProfiles.verificationStatus, 'rejected')))
          .returning(),
      );
    },
    async update(id: string, changes: ProfileChanges): Promise<SellerProfileRow | undefined> {
      return first(
        await db.update(crabberProfiles).set(changes).where(eq(crabberProfiles.id, id)).returning(),
      );
    },
  };
}
export type SellersRepo = ReturnType<typeof createSellersRepo>;
