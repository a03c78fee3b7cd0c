import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createPasswordResetRepo(db: Db) {
  return {
    insert(values: typeof passwordResetTokens.$inferInsert): void {
      db.insert(passwordResetTokens).values(values).run();
    },
    findById(id: string): PasswordResetTokenRow | undefined {
      return db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, id)).get();
    },
    /** Deletes the row and reports whether this call was the one that did, so a link works once. */
    claim(id: string): boolean {
      return db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id)).run().changes === 1;
    },
    deleteForUser(userId: string): void {
      db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).run();
    },
  };
}
export type PasswordResetRepo = ReturnType<typeof createPasswordResetRepo>;
