/** The only Drizzle queries of passkeys and their WebAuthn challenges. */
import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { passkeys, webauthnChallenges } from '../../db/tables';
import { holdSubjects, inTransaction } from '../../db/transaction';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type WebauthnChallengeRow = typeof webauthnChallenges.$inferSelect;

export function createPasskeysRepo(db: Db) {
  return {
    async listForUser(userId: string): Promise<PasskeyRow[]> {
      return await db
        .select()
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
    },

    async findById(id: string): Promise<PasskeyRow | undefined> {
      return first(await db.select().from(passkeys).where(eq(passkeys.id, id)));
    },

    /**
     * Stores a new passkey unless the account already holds `max`: the count and the insert are one
     * step (the account held on PostgreSQL), so two registrations at once cannot pass the cap.
     * Undefined when the account is full.
     */
    async insertWithinCap(
      values: typeof passkeys.$inferInsert & { userId: string },
      max: number,
    ): Promise<PasskeyRow | undefined> {
      return await inTransaction(db, async () => {
        await holdSubjects(db, [`passkeys:${values.userId}`]);
        const [held] = await db
          .select({ n: count() })
          .from(passkeys)
          .where(eq(passkeys.userId, values.userId));
        if ((held?.n ?? 0) >= max) return undefined;
        return first(await db.insert(passkeys).values(values).returning());
      });
    },

    async deleteOwn(userId: string, id: string): Promise<boolean> {
      return (
        affected(await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))) > 0
      );
    },

    async recordUse(id: string, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },

    async insertChallenge(values: typeof webauthnChallenges.$inferInsert): Promise<void> {
      await db.insert(webauthnChallenges).values(values);
    },

    /** Deletes the challenge and returns it: whoever takes it first is the only one who can use it. */
    async takeChallenge(id: string): Promise<WebauthnChallengeRow | undefined> {
      return first(await db.delete(webauthnChallenges).where(eq(webauthnChallenges.id, id)).returning());
    },

    /** Challenges nobody answered in time. */
    async deleteExpiredChallenges(now: Date): Promise<number> {
      return affected(await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now)));
    },
  };
}
export type PasskeysRepo = ReturnType<typeof createPasskeysRepo>;
