import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { passwordResetTokens } from '../../db/tables';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createPasswordResetRepo(db: Db) {
  return {
    async insert(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
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
