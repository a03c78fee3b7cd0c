import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { emailVerificationTokens, passwordResetTokens, users } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

export function createEmailVerificationRepo(db: Db) {
  return {
    async insert(values: typeof emailVerificationTokens.$inferInsert): Promise<void> {
      await db.insert(emailVerificationTokens).values(values);
    },
    async findById(id: string): Promise<EmailVerificationTokenRow | undefined> {
      return first(await db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.id, id)));
    },
    /** Deletes the row and reports whether this call was the one that did, so a link works once. */
    async claim(id: string): Promise<boolean> {
      return (
        affected(await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.id, id))) === 1
      );
    },
    /**
     * The account takes the confirmed address. Only a live account moves: a deleted one keeps its
     * placeholder address. Returns false when the address went to another account meanwhile.
     */
    confirmAddress(userId: string, email: string, at: Date): Promise<'confirmed' | 'taken' | 'gone'> {
      return inTransaction(db, async () => {
        const other = first(await db.select({ id: users.id }).from(users).where(eq(users.email, email)));
        if (other && other.id !== userId) return 'taken';
        const current = first(
          await db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
        );
        const changed = affected(
          await db
            .update(users)
            .set({ email, emailVerifiedAt: at })
            .where(and(eq(users.id, userId), isNull(users.deletedAt))),
        );
        if (changed === 0) return 'gone';
        // Links still out for this account point at an address it has just settled.
        await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
        // A reset link mailed to the old address must not outlive the move to the new one.
        if (current && current.email !== email) {
          await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        }
        return 'confirmed';
      });
    },
  };
}
export type EmailVerificationRepo = ReturnType<typeof createEmailVerificationRepo>;
