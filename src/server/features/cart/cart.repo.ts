import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepareNamed } from '../../db/dialect';
import { affected, first } from '../../db/query';
import { cartItems, catches, crabberProfiles, users, waitlistEntries } from '../../db/tables';
import { holdSubjects, inTransaction as runInTransaction } from '../../db/transaction';

export type CartLineRow = Awaited<ReturnType<ReturnType<typeof createCartRepo>['listForUser']>>[number];

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

  // The header's cart count reads the cart on every signed-in page: prepared once.
  const linesOfUser = prepareNamed(
    lines()
      .where(eq(cartItems.userId, sql.placeholder('userId')))
      .orderBy(asc(cartItems.createdAt)),
    'cart_lines_of_user',
  );

  return {
    /** Units of the listing the buyer's waitlist place holds for them: theirs to add on top of the stock. */
    async heldFor(userId: string, catchId: string): Promise<number> {
      const entry = first(
        await db
          .select({ heldQty: waitlistEntries.heldQty })
          .from(waitlistEntries)
          .where(and(eq(waitlistEntries.catchId, catchId), eq(waitlistEntries.buyerId, userId))),
      );
      return entry?.heldQty ?? 0;
    },
    async listForUser(userId: string) {
      return await linesOfUser.execute({ userId });
    },
    /** One of the user's own lines; another person's line is simply not found. */
    async findLine(userId: string, id: string) {
      return first(await lines().where(and(eq(cartItems.id, id), eq(cartItems.userId, userId))));
    },
    async findLinesForCatch(userId: string, catchId: string) {
      return await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.catchId, catchId)));
    },
    async findCatch(catchId: string) {
      return first(
        await db
          .select({ catch: catches, crabber: crabberProfiles, sellerSuspendedAt: users.suspendedAt })
          .from(catches)
          .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
          .innerJoin(users, eq(crabberProfiles.userId, users.id))
          .where(eq(catches.id, catchId)),
      );
    },
    async insertLine(values: typeof cartItems.$inferInsert): Promise<string> {
      return first(await db.insert(cartItems).values(values).returning({ id: cartItems.id }))!.id;
    },
    async updateQty(userId: string, id: string, qty: number): Promise<boolean> {
      return (
        affected(
          await db
            .update(cartItems)
            .set({ qty })
            .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId))),
        ) > 0
      );
    },
    async deleteLine(userId: string, id: string): Promise<boolean> {
      return (
        affected(await db.delete(cartItems).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))) >
        0
      );
    },
    async deleteAllForUser(userId: string): Promise<number> {
      return affected(await db.delete(cartItems).where(eq(cartItems.userId, userId)));
    },
    /**
     * Runs `work` in one transaction (db/transaction.ts): the open transaction is kept for the
     * work's awaits, so every repository call made inside belongs to it.
     */
    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },
    /** Inside the transaction: the buyer's other cart changes and checkouts wait until it ends. */
    holdBuyer(userId: string): Promise<void> {
      return holdSubjects(db, [`buyer:${userId}`]);
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
