import { and, eq, isNull } from 'drizzle-orm';
import { emailVerificationTokens, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type EmailVerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

export function createEmailVerificationRepo(db: Db) {
  return {
    insert(values: typeof emailVerificationTokens.$inferInsert): void {
      db.insert(emailVerificationTokens).values(values).run();
    },
    findById(id: string): EmailVerificationTokenRow | undefined {
      return db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.id, id)).get();
    },
    /** Deletes the row and reports whether this call was the one that did, so a link works once. */
    claim(id: string): boolean {
      return db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.id, id)).run().changes === 1;
    },
    /**
     * The account takes the confirmed address. Only a live account moves: a deleted one keeps its
     * placeholder address. Returns false when the address went to another account meanwhile.
     */
    confirmAddress(userId: string, email: string, at: Date): 'confirmed' | 'taken' | 'gone' {
      return db.transaction(
        (tx) => {
          const other = tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
          if (other && other.id !== userId) return 'taken';
          const changed = tx
            .update(users)
            .set({ email, emailVerifiedAt: at })
            .where(and(eq(users.id, userId), isNull(users.deletedAt)))
            .run().changes;
          if (changed === 0) return 'gone';
          // Links still out for this account point at an address it has just settled.
          tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)).run();
          return 'confirmed';
        },
        { behavior: 'immediate' },
      );
    },
  };
}
export type EmailVerificationRepo = ReturnType<typeof createEmailVerificationRepo>;
