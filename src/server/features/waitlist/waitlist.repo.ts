/** The waitlist's rows (db/schema/waitlist.ts): places in line, their holds, and the listings they wait for. */
import { and, asc, count, eq, gt, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, users, waitlistEntries } from '../../db/tables';
import { inTransaction as runInTransaction } from '../../db/transaction';
import { offerReturnedStock, returnUnits, saleStateColumns } from './waitlist-holds';

export type WaitlistRow = typeof waitlistEntries.$inferSelect;

export function createWaitlistRepo(db: Db) {
  const entries = () =>
    db
      .select({
        entry: waitlistEntries,
        title: catches.title,
        unitType: catches.unitType,
        crabberId: catches.crabberId,
        species: catches.species,
        sellerName: crabberProfiles.displayName,
        buyerEmail: users.email,
      })
      .from(waitlistEntries)
      .innerJoin(catches, eq(waitlistEntries.catchId, catches.id))
      .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
      .innerJoin(users, eq(waitlistEntries.buyerId, users.id));

  return {
    inTransaction: <T>(work: () => Promise<T>) => runInTransaction(db, work),

    async listing(catchId: string) {
      return first(
        await db
          .select({ id: catches.id, qtyAvailable: catches.qtyAvailable, ...saleStateColumns })
          .from(catches)
          .where(eq(catches.id, catchId)),
      );
    },

    /** A new place at the end of the line; false when the buyer already has one. */
    async insert(values: { catchId: string; buyerId: string; qty: number }): Promise<boolean> {
      return affected(await db.insert(waitlistEntries).values(values).onConflictDoNothing()) === 1;
    },

    async entryOf(catchId: string, buyerId: string) {
      return first(
        await entries().where(
          and(eq(waitlistEntries.catchId, catchId), eq(waitlistEntries.buyerId, buyerId)),
        ),
      );
    },

    async mine(buyerId: string) {
      return entries().where(eq(waitlistEntries.buyerId, buyerId)).orderBy(asc(waitlistEntries.createdAt));
    },

    /** How many still wait ahead of this entry: earlier, and not holding. */
    async waitingAhead(entry: WaitlistRow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(waitlistEntries)
        .where(
          and(
            eq(waitlistEntries.catchId, entry.catchId),
            eq(waitlistEntries.heldQty, 0),
            or(
              lt(waitlistEntries.createdAt, entry.createdAt),
              and(eq(waitlistEntries.createdAt, entry.createdAt), lt(waitlistEntries.id, entry.id)),
            ),
          ),
        );
      return row?.n ?? 0;
    },

    /** Removes the place; any units it held go back to the listing and on to the next in line. */
    async remove(entry: WaitlistRow, at: Date): Promise<boolean> {
      const removed =
        affected(await db.delete(waitlistEntries).where(eq(waitlistEntries.id, entry.id))) === 1;
      if (removed && entry.heldQty > 0) {
        await returnUnits(db, entry.catchId, entry.heldQty);
        await offerReturnedStock(db, entry.catchId, at);
      }
      return removed;
    },

    /** Holds that began before `since`: their time is up. */
    expiredHolds(since: Date) {
      return entries().where(
        and(
          gt(waitlistEntries.heldQty, 0),
          isNotNull(waitlistEntries.heldAt),
          lte(waitlistEntries.heldAt, since),
        ),
      );
    },

    /** Holds whose buyer has not been told yet. */
    async untoldHolds() {
      return entries().where(and(gt(waitlistEntries.heldQty, 0), isNull(waitlistEntries.notifiedAt)));
    },

    async markTold(id: string, at: Date): Promise<void> {
      await db.update(waitlistEntries).set({ notifiedAt: at }).where(eq(waitlistEntries.id, id));
    },
  };
}
export type WaitlistRepo = ReturnType<typeof createWaitlistRepo>;
