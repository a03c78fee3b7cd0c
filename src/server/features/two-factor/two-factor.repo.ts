/** The only queries of two-factor sign-in: shared keys, recovery codes, sign-in challenges, trusted devices. */
import { and, eq, exists, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareNamed } from '../../db/dialect';
import { affected, first } from '../../db/query';
import {
  passkeys,
  recoveryCodes,
  signInChallenges,
  trustedDevices,
  twoFactorSecrets,
  users,
} from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

export function createTwoFactorRepo(db: Db) {
  // Asked for every signed-in request (the account's answer says whether a second factor is on).
  const userId = sql.placeholder('userId');
  const factorsOf = prepareNamed(
    db
      .select({
        totp: exists(
          db
            .select({ one: sql`1` })
            .from(twoFactorSecrets)
            .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt))),
        ),
        passkey: exists(db.select({ one: sql`1` }).from(passkeys).where(eq(passkeys.userId, userId))),
      })
      .from(users)
      .where(eq(users.id, userId)),
    'two_factor_factors_of',
  );
  return {
    async findPasswordHash(userId: string): Promise<string | undefined> {
      const row = first(
        await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)),
      );
      return row?.passwordHash;
    },

    async findSecret(userId: string): Promise<TwoFactorSecretRow | undefined> {
      return first(await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)));
    },

    /** Which second factors an account holds, in one query (it runs with every signed-in request). */
    async secondFactorsOf(userId: string): Promise<{ totp: boolean; passkey: boolean }> {
      const row = first(await factorsOf.execute({ userId }));
      // SQLite answers 0/1, PostgreSQL true/false.
      return { totp: Boolean(Number(row?.totp ?? 0)), passkey: Boolean(Number(row?.passkey ?? 0)) };
    },

    /** A new key awaiting its first code; replaces an unconfirmed one, never an enabled one. */
    async savePendingSecret(userId: string, secret: string): Promise<boolean> {
      return inTransaction(db, async () => {
        await db
          .delete(twoFactorSecrets)
          .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)));
        const existing = first(
          await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId)),
        );
        if (existing) return false;
        await db.insert(twoFactorSecrets).values({ userId, secret });
        return true;
      });
    },

    /**
     * Spends a step: succeeds only if no later-or-equal step was spent before, so two requests with
     * one code cannot both pass.
     */
    async spendStep(userId: string, step: number): Promise<boolean> {
      const result = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        );
      return affected(result) === 1;
    },

    async enable(userId: string, at: Date, codeHashes: readonly string[]): Promise<void> {
      await inTransaction(db, async () => {
        await db.update(twoFactorSecrets).set({ enabledAt: at }).where(eq(twoFactorSecrets.userId, userId));
        await replaceCodes(userId, codeHashes);
      });
    },

    /** Turning it off forgets the key, the recovery codes and every remembered browser. */
    async disable(userId: string): Promise<void> {
      await inTransaction(db, async () => {
        await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
      });
    },

    async replaceRecoveryCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
      await inTransaction(db, () => replaceCodes(userId, codeHashes));
    },

    /** Marks an unused code used; true only for the one call that did, so each code works once. */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const result = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        );
      return affected(result) >= 1;
    },

    async insertChallenge(values: typeof signInChallenges.$inferInsert): Promise<void> {
      await db.insert(signInChallenges).values(values);
    },

    async findChallenge(id: string): Promise<SignInChallengeRow | undefined> {
      return first(await db.select().from(signInChallenges).where(eq(signInChallenges.id, id)));
    },

    /** The latest lock on any of the account's challenges still running at `at`. */
    async lockedUntil(userId: string, at: Date): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: signInChallenges.lockedUntil })
        .from(signInChallenges)
        .where(and(eq(signInChallenges.userId, userId), gt(signInChallenges.lockedUntil, at)));
      const times = rows.map((row) => row.lockedUntil?.getTime() ?? 0);
      return times.length ? new Date(Math.max(...times)) : null;
    },

    /** Counts a wrong code in one write; returns the count after it. */
    async recordFailure(id: string): Promise<number> {
      const [row] = await db
        .update(signInChallenges)
        .set({ failedAttempts: sql`${signInChallenges.failedAttempts} + 1` })
        .where(eq(signInChallenges.id, id))
        .returning({ failedAttempts: signInChallenges.failedAttempts });
      return row?.failedAttempts ?? 0;
    },

    /** A locked challenge is kept until its lock ends, so a new sign-in inherits the lock. */
    async lockChallenge(id: string, until: Date): Promise<void> {
      await db
        .update(signInChallenges)
        .set({ lockedUntil: until, expiresAt: until })
        .where(eq(signInChallenges.id, id));
    },

    /** Deletes the challenge; true only for the one call that did, so a challenge finishes once. */
    async claimChallenge(id: string): Promise<boolean> {
      return affected(await db.delete(signInChallenges).where(eq(signInChallenges.id, id))) === 1;
    },

    async deleteExpiredChallenges(at: Date): Promise<void> {
      await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, at));
    },

    async insertTrustedDevice(values: typeof trustedDevices.$inferInsert): Promise<void> {
      await db.insert(trustedDevices).values(values);
    },

    async isTrustedDevice(id: string, userId: string, at: Date): Promise<boolean> {
      const row = first(
        await db
          .select({ id: trustedDevices.id })
          .from(trustedDevices)
          .where(
            and(
              eq(trustedDevices.id, id),
              eq(trustedDevices.userId, userId),
              gt(trustedDevices.expiresAt, at),
            ),
          ),
      );
      return row !== undefined;
    },
  };

  async function replaceCodes(userId: string, codeHashes: readonly string[]): Promise<void> {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }
}
export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
