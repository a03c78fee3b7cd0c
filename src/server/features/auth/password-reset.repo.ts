import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { passwordResetTokens } from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createPasswordResetRepo(db: Db) {
  return {
    /** The account's new link replaces every older one, in one step: only the newest link works. */
    replaceForUser(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      return inTransaction(db, async () => {
        await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
        await db.insert(passwordResetTokens).values(values);
      });
    },
    async findById(id: string): Promise<PasswordResetTokenRow | undefined> {
      return first(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)));
    },
    /** Deletes the row and reports whether this call was the one that did, so a link works once. */
    async claim(id: string): Promise<boolean> {
      return affected(await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id))) === 1;
    },
    async deleteForUser(userId: string): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    },
  };
}
export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
