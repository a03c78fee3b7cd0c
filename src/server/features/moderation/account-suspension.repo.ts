/** Accounts found, suspended and restored by an admin. */
import { type AnyColumn, and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { UserListFilter } from '../../../shared/moderation.schema';
import type { Db } from '../../db/client';
import { likeOperator, tieBreaker } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { crabberProfiles, sessions, users } from '../../db/tables';
import type { Page } from './moderation-records';

const roleShown = { buyers: 'buyer', sellers: 'seller', admins: 'admin' } as const;

/** The Users tab's filter as a condition on the account; nothing for all accounts. */
function userFilterWhere(show: UserListFilter): SQL | undefined {
  if (show === 'all') return undefined;
  if (show === 'suspended') return isNotNull(users.suspendedAt);
  return eq(users.role, roleShown[show]);
}

export function createAccountSuspensionRepo(db: Db) {
  const userSearchWhere = (q: string, show: UserListFilter): SQL | undefined => {
    if (!q) return and(isNull(users.deletedAt), userFilterWhere(show));
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = (column: AnyColumn) => sql`${column} ${likeOperator} ${pattern} escape '\\'`;
    return and(
      isNull(users.deletedAt),
      userFilterWhere(show),
      or(
        matches(users.email),
        matches(users.firstName),
        matches(users.lastName),
        matches(crabberProfiles.displayName),
      ),
    );
  };

  return {
    async findUser(id: string) {
      return first(
        await db
          .select({
            id: users.id,
            email: users.email,
            role: users.role,
            suspendedAt: users.suspendedAt,
            deletedAt: users.deletedAt,
          })
          .from(users)
          .where(eq(users.id, id)),
      );
    },
    /** Suspends the account and ends every session it holds, in the caller's transaction. */
    async suspendUser(id: string, reason: string, at: Date): Promise<boolean> {
      const changed =
        affected(
          await db
            .update(users)
            .set({ suspendedAt: at, suspensionReason: reason })
            .where(and(eq(users.id, id), isNull(users.suspendedAt))),
        ) > 0;
      if (changed) await db.delete(sessions).where(eq(sessions.userId, id));
      return changed;
    },
    async restoreUser(id: string): Promise<boolean> {
      return (
        affected(
          await db
            .update(users)
            .set({ suspendedAt: null, suspensionReason: null })
            .where(and(eq(users.id, id), isNotNull(users.suspendedAt))),
        ) > 0
      );
    },

    async listUsers(q: string, show: UserListFilter, page: Page) {
      return await db
        .select({ user: users, sellerName: crabberProfiles.displayName })
        .from(users)
        .leftJoin(crabberProfiles, eq(crabberProfiles.userId, users.id))
        .where(userSearchWhere(q, show))
        .orderBy(desc(users.createdAt), desc(tieBreaker(users)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countUsers(q: string, show: UserListFilter): Promise<number> {
      return (
        first(
          await db
            .select({ n: count() })
            .from(users)
            .leftJoin(crabberProfiles, eq(crabberProfiles.userId, users.id))
            .where(userSearchWhere(q, show)),
        )?.n ?? 0
      );
    },
  };
}
