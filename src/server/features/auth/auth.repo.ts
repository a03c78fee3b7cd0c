import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareNamed } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { crabberProfiles, sessions, users } from '../../db/tables';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Db) {
  // Every signed-in request reads its session and the account's seller profile: prepared once
  // instead of built by Drizzle each time.
  const sessionWithUser = prepareNamed(
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .where(eq(sessions.id, sql.placeholder('sessionId'))),
    'auth_session_with_user',
  );
  const crabberProfileOf = prepareNamed(
    db
      .select()
      .from(crabberProfiles)
      .where(eq(crabberProfiles.userId, sql.placeholder('userId'))),
    'auth_crabber_profile_of',
  );
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      return first(await db.select().from(users).where(eq(users.email, email)));
    },
    async findUserById(id: string): Promise<UserRow | undefined> {
      return first(await db.select().from(users).where(eq(users.id, id)));
    },
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      return first(await db.insert(users).values(values).returning())!;
    },
    async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },
    async markEmailVerified(id: string, at: Date): Promise<void> {
      await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, id));
    },
    async deleteSessionsOfUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async updateUserRole(id: string, role: UserRow['role']): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
    async findCrabberProfile(userId: string) {
      return first(await crabberProfileOf.execute({ userId }));
    },
    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async findSessionWithUser(
      sessionId: string,
    ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
      return first(await sessionWithUser.execute({ sessionId }));
    },
    /** When the session was last used, and by which browser. */
    async touchSession(sessionId: string, lastSeenAt: Date, userAgent: string | null): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, userAgent }).where(eq(sessions.id, sessionId));
    },
    async updateSessionExpiry(sessionId: string, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    },
    async deleteSession(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },
    async deleteExpiredSessions(now: Date): Promise<number> {
      return affected(await db.delete(sessions).where(lt(sessions.expiresAt, now)));
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
