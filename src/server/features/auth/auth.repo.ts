import { eq, lt } from 'drizzle-orm';
import { crabberProfiles, sessions, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export function createAuthRepo(db: Db) {
  return {
    findUserByEmail(email: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.email, email)).get();
    },
    findUserById(id: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.id, id)).get();
    },
    insertUser(values: typeof users.$inferInsert): UserRow {
      return db.insert(users).values(values).returning().get();
    },
    updatePasswordHash(id: string, passwordHash: string): void {
      db.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
    },
    markEmailVerified(id: string, at: Date): void {
      db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, id)).run();
    },
    deleteSessionsOfUser(userId: string): void {
      db.delete(sessions).where(eq(sessions.userId, userId)).run();
    },
    updateUserRole(id: string, role: UserRow['role']): void {
      db.update(users).set({ role }).where(eq(users.id, id)).run();
    },
    findCrabberProfile(userId: string) {
      return db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, userId)).get();
    },
    insertSession(values: typeof sessions.$inferInsert): void {
      db.insert(sessions).values(values).run();
    },
    findSessionWithUser(sessionId: string): { session: SessionRow; user: UserRow } | undefined {
      return db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(sessions.userId, users.id))
        .where(eq(sessions.id, sessionId))
        .get();
    },
    /** When the session was last used, and by which browser. */
    touchSession(sessionId: string, lastSeenAt: Date, userAgent: string | null): void {
      db.update(sessions).set({ lastSeenAt, userAgent }).where(eq(sessions.id, sessionId)).run();
    },
    updateSessionExpiry(sessionId: string, expiresAt: Date): void {
      db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId)).run();
    },
    deleteSession(sessionId: string): void {
      db.delete(sessions).where(eq(sessions.id, sessionId)).run();
    },
    deleteExpiredSessions(now: Date): number {
      return db.delete(sessions).where(lt(sessions.expiresAt, now)).run().changes;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
