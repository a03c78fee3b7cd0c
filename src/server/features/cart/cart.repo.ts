import { and, asc, eq } from 'drizzle-orm';
import { cartItems, catches, crabberProfiles, users } from '../../../../db/schema';
import type { Db } from '../../db/client';

export type CartLineRow = ReturnType<ReturnType<typeof createCartRepo>['listForUser']>[number];

export function createCartRepo(db: Db) {
  const lines = () =>
    db
      .select({
        item: cartItems,
        catch: catches,
        crabber: crabberProfiles,
        sellerSuspendedAt: users.suspendedAt,
      })
      .from(cartItems)
      .innerJoin(catches, eq(cartItems.catchId, catches.id))
      .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
      .innerJoin(users, eq(crabberProfiles.userId, users.id));

  return {
    listForUser(userId: string) {
      return lines().where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt)).all();
    },
    /** One of the user's own lines; another person's line is simply not found. */
    findLine(userId: string, id: string) {
      return lines()
        .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
        .get();
    },
    findLinesForCatch(userId: string, catchId: string) {
      return db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.catchId, catchId)))
        .all();
    },
    findCatch(catchId: string) {
      return db
        .select({ catch: catches, crabber: crabberProfiles, sellerSuspendedAt: users.suspendedAt })
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .innerJoin(users, eq(crabberProfiles.userId, users.id))
        .where(eq(catches.id, catchId))
        .get();
    },
    insertLine(values: typeof cartItems.$inferInsert) {
      return db.insert(cartItems).values(values).returning({ id: cartItems.id }).get().id;
    },
    updateQty(userId: string, id: string, qty: number): boolean {
      return (
        db
          .update(cartItems)
          .set({ qty })
          .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
          .run().changes > 0
      );
    },
    deleteLine(userId: string, id: string): boolean {
      return (
        db
          .delete(cartItems)
          .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
          .run().changes > 0
      );
    },
    deleteAllForUser(userId: string): number {
      return db.delete(cartItems).where(eq(cartItems.userId, userId)).run().changes;
    },
    /**
     * Runs `work` in one SQLite transaction. better-sqlite3 is synchronous on a single
     * connection, so every repository call made inside belongs to it.
     */
    inTransaction<T>(work: () => T): T {
      return db.transaction(() => work(), { behavior: 'immediate' });
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
