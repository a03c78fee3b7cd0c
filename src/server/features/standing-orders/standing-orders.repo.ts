/** Standing orders, their skipped weeks and each week's outcome (schema/standing.ts). */
import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import {
  crabberProfiles,
  standingOrderFills,
  standingOrderSkips,
  standingOrders,
  users,
} from '../../db/tables';
import { holdSubjects, inSavepoint, inTransaction as runInTransaction } from '../../db/transaction';

export type StandingOrderRow = typeof standingOrders.$inferSelect;
export type StandingOrderValues = Omit<typeof standingOrders.$inferInsert, 'id'>;
export type StandingFillRow = typeof standingOrderFills.$inferSelect;

export function createStandingOrdersRepo(db: Db) {
  return {
    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },
    /** A part of the open transaction whose writes alone are undone when it throws. */
    inSavepoint<T>(work: () => Promise<T>): Promise<T> {
      return inSavepoint(db, work);
    },
    /** Inside the transaction: the buyer's other set-ups wait, so the limit of 20 holds at once. */
    holdBuyer(buyerId: string): Promise<void> {
      return holdSubjects(db, [`standing-buyer:${buyerId}`]);
    },
    /** Inside the transaction: other fills of this standing order wait until it ends. */
    holdStanding(id: string): Promise<void> {
      return holdSubjects(db, [`standing:${id}`]);
    },
    countByBuyer(buyerId: string): Promise<number> {
      return db.$count(standingOrders, eq(standingOrders.buyerId, buyerId));
    },
    async insert(values: StandingOrderValues): Promise<StandingOrderRow> {
      return first(await db.insert(standingOrders).values(values).returning())!;
    },
    async findById(id: string): Promise<StandingOrderRow | undefined> {
      return first(await db.select().from(standingOrders).where(eq(standingOrders.id, id)));
    },
    async update(id: string, changes: Partial<StandingOrderValues>): Promise<void> {
      await db.update(standingOrders).set(changes).where(eq(standingOrders.id, id));
    },
    async delete(id: string): Promise<boolean> {
      return affected(await db.delete(standingOrders).where(eq(standingOrders.id, id))) > 0;
    },
    /** The setup intent made to save the card; the first one made stays. */
    async recordSetupIntent(id: string, setupIntentId: string): Promise<void> {
      await db
        .update(standingOrders)
        .set({ setupIntentId })
        .where(and(eq(standingOrders.id, id), isNull(standingOrders.setupIntentId)));
    },
    /** The provider saved the card of this setup intent: once only. */
    async markCardSaved(setupIntentId: string, at: Date): Promise<boolean> {
      return (
        affected(
          await db
            .update(standingOrders)
            .set({ cardSavedAt: at })
            .where(and(eq(standingOrders.setupIntentId, setupIntentId), isNull(standingOrders.cardSavedAt))),
        ) > 0
      );
    },
    /** The buyer's standing orders, oldest first, with the seller's name. */
    async listByBuyer(buyerId: string) {
      return await db
        .select({ standing: standingOrders, sellerName: crabberProfiles.displayName })
        .from(standingOrders)
        .innerJoin(crabberProfiles, eq(standingOrders.crabberId, crabberProfiles.id))
        .where(eq(standingOrders.buyerId, buyerId))
        .orderBy(asc(standingOrders.createdAt), asc(standingOrders.id));
    },
    async sellerName(crabberId: string): Promise<string | undefined> {
      return first(
        await db
          .select({ name: crabberProfiles.displayName })
          .from(crabberProfiles)
          .where(eq(crabberProfiles.id, crabberId)),
      )?.name;
    },
    /**
     * A seller's standing orders that may still fill on or after `today`: not paused, not ended;
     * oldest first, which is the order they are filled in. With the buyer's address for the news.
     */
    async activeForSeller(crabberId: string, today: string) {
      return await db
        .select({ standing: standingOrders, buyerEmail: users.email })
        .from(standingOrders)
        .innerJoin(users, eq(standingOrders.buyerId, users.id))
        .where(
          and(
            eq(standingOrders.crabberId, crabberId),
            isNull(standingOrders.pausedAt),
            or(isNull(standingOrders.endsOn), gte(standingOrders.endsOn, today)),
            isNull(users.suspendedAt),
          ),
        )
        .orderBy(asc(standingOrders.createdAt), asc(standingOrders.id));
    },
    async skipsOf(ids: readonly string[]): Promise<{ standingOrderId: string; date: string }[]> {
      if (ids.length === 0) return [];
      return await db
        .select({ standingOrderId: standingOrderSkips.standingOrderId, date: standingOrderSkips.date })
        .from(standingOrderSkips)
        .where(inArray(standingOrderSkips.standingOrderId, [...ids]))
        .orderBy(asc(standingOrderSkips.date));
    },
    async addSkip(standingOrderId: string, date: string): Promise<void> {
      await db.insert(standingOrderSkips).values({ standingOrderId, date }).onConflictDoNothing();
    },
    /** The latest week's outcome of each standing order. */
    async latestFills(ids: readonly string[]): Promise<StandingFillRow[]> {
      if (ids.length === 0) return [];
      return await db
        .select()
        .from(standingOrderFills)
        .where(inArray(standingOrderFills.standingOrderId, [...ids]))
        .orderBy(desc(standingOrderFills.date));
    },
    async fillOf(standingOrderId: string, date: string): Promise<StandingFillRow | undefined> {
      return first(
        await db
          .select()
          .from(standingOrderFills)
          .where(
            and(eq(standingOrderFills.standingOrderId, standingOrderId), eq(standingOrderFills.date, date)),
          ),
      );
    },
    /**
     * The week is filled. A week already marked not filled turns filled; a second fill of one week
     * fails on the primary key (or matches no unfilled row) and rolls its order back.
     */
    async recordFilled(
      standingOrderId: string,
      date: string,
      orderId: string,
      existed: boolean,
    ): Promise<void> {
      if (!existed) {
        await db.insert(standingOrderFills).values({ standingOrderId, date, orderId });
        return;
      }
      const changed = affected(
        await db
          .update(standingOrderFills)
          .set({ orderId, reason: null })
          .where(
            and(
              eq(standingOrderFills.standingOrderId, standingOrderId),
              eq(standingOrderFills.date, date),
              isNull(standingOrderFills.orderId),
            ),
          ),
      );
      if (changed !== 1) throw new Error(`standing order ${standingOrderId} already filled for ${date}`);
    },
    /** Why the week was not filled; never over a week that was filled. */
    async recordNotFilled(standingOrderId: string, date: string, reason: string): Promise<void> {
      await db
        .insert(standingOrderFills)
        .values({ standingOrderId, date, reason })
        .onConflictDoUpdate({
          target: [standingOrderFills.standingOrderId, standingOrderFills.date],
          set: { reason },
          setWhere: isNull(standingOrderFills.orderId),
        });
    },
  };
}
export type StandingOrdersRepo = ReturnType<typeof createStandingOrdersRepo>;
