import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, users } from '../../db/tables';
import { holdSubjects, inTransaction as runInTransaction } from '../../db/transaction';
import { type CatchRow, catchSellerColumns } from '../catalog/catch.mapper';
import { createLotsRepo } from '../traceability/lots.repo';
import { offerReturnedStock } from '../waitlist/waitlist-holds';

export type ListingValues = Omit<typeof catches.$inferInsert, 'id'>;
export type ListingChanges = Partial<Omit<ListingValues, 'crabberId' | 'postedAt'>>;

/** A listing as the limits count it: its unit and what it offered (still available plus sold). */
export interface OfferedListing {
  id: string;
  species: string;
  unitType: string;
  qtyAvailable: number;
  soldQuantity: number;
}

export function createListingsRepo(db: Db) {
  const withSeller = () =>
    db
      .select({ listing: catches, seller: catchSellerColumns })
      .from(catches)
      .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
      .innerJoin(users, eq(crabberProfiles.userId, users.id));

  /**
   * Units taken from a listing by orders that were not cancelled (a short line's handed-over part). Written out with qualified
   * names: Drizzle leaves columns unqualified in single-table selects, which a correlated
   * subquery cannot tell apart.
   */
  const soldQuantity = sql<number>`coalesce((
    select sum(coalesce(oi.final_qty, oi.qty)) from order_items oi
    inner join orders o on o.id = oi.order_id
    where oi.catch_id = "catches"."id" and o.status <> 'cancelled'
  ), 0)`.mapWith(Number);

  return {
    /** Stock a seller adds goes first to the listing's waitlist, in the same transaction. */
    offerToWaitlist: (catchId: string, at: Date) => offerReturnedStock(db, catchId, at),
    assignLotCode: createLotsRepo(db).assignLotCode,
    /** A limits check and the write it allows, or a quantity check and its write, commit as one. */
    inTransaction<T>(work: () => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },
    /** Inside the transaction: other limits checks for this seller wait until it ends. */
    holdSeller(sellerId: string): Promise<void> {
      return holdSubjects(db, [`seller:${sellerId}`]);
    },
    async findById(id: string): Promise<CatchRow | undefined> {
      return first(await db.select().from(catches).where(eq(catches.id, id)));
    },
    async findWithSeller(id: string) {
      return first(await withSeller().where(eq(catches.id, id)));
    },
    async listBySeller(crabberId: string) {
      return await withSeller().where(eq(catches.crabberId, crabberId)).orderBy(desc(catches.postedAt));
    },
    async insert(values: ListingValues): Promise<CatchRow> {
      return first(await db.insert(catches).values(values).returning())!;
    },
    async update(id: string, changes: ListingChanges): Promise<CatchRow | undefined> {
      return first(await db.update(catches).set(changes).where(eq(catches.id, id)).returning());
    },
    /** Cart lines go with the listing; orders keep their own snapshot of it. */
    async delete(id: string): Promise<boolean> {
      return affected(await db.delete(catches).where(eq(catches.id, id))) > 0;
    },
    /** The seller's listings posted since `since`, with what each has sold. */
    async listOfferedSince(crabberId: string, since: Date): Promise<OfferedListing[]> {
      return await db
        .select({
          id: catches.id,
          species: catches.species,
          unitType: catches.unitType,
          qtyAvailable: catches.qtyAvailable,
          soldQuantity,
        })
        .from(catches)
        .where(and(eq(catches.crabberId, crabberId), gte(catches.postedAt, since)));
    },
    async soldQuantityOf(id: string): Promise<number> {
      return (
        first(await db.select({ sold: soldQuantity }).from(catches).where(eq(catches.id, id)))?.sold ?? 0
      );
    },
  };
}
export type ListingsRepo = ReturnType<typeof createListingsRepo>;
