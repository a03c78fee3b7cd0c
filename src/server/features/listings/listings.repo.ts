import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { catches, crabberProfiles, users } from '../../../../db/schema';
import type { Db } from '../../db/client';
import { type CatchRow, catchSellerColumns } from '../catalog/catch.mapper';

export type ListingValues = Omit<typeof catches.$inferInsert, 'id'>;
export type ListingChanges = Partial<Omit<ListingValues, 'crabberId' | 'postedAt'>>;

/** A listing as the limits count it: its unit and what it offered (still available plus sold). */
export interface OfferedListing {
  id: string;
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
   * Units taken from a listing by orders that were not cancelled. Written out with qualified
   * names: Drizzle leaves columns unqualified in single-table selects, which a correlated
   * subquery cannot tell apart.
   */
  const soldQuantity = sql<number>`coalesce((
    select sum(oi.qty) from order_items oi
    inner join orders o on o.id = oi.order_id
    where oi.catch_id = "catches"."id" and o.status <> 'cancelled'
  ), 0)`;

  return {
    findById(id: string): CatchRow | undefined {
      return db.select().from(catches).where(eq(catches.id, id)).get();
    },
    findWithSeller(id: string) {
      return withSeller().where(eq(catches.id, id)).get();
    },
    listBySeller(crabberId: string) {
      return withSeller().where(eq(catches.crabberId, crabberId)).orderBy(desc(catches.postedAt)).all();
    },
    insert(values: ListingValues): CatchRow {
      return db.insert(catches).values(values).returning().get();
    },
    update(id: string, changes: ListingChanges): CatchRow | undefined {
      return db.update(catches).set(changes).where(eq(catches.id, id)).returning().get();
    },
    /** Cart lines go with the listing; orders keep their own snapshot of it. */
    delete(id: string): boolean {
      return db.delete(catches).where(eq(catches.id, id)).run().changes > 0;
    },
    /** The seller's listings posted since `since`, with what each has sold. */
    listOfferedSince(crabberId: string, since: Date): OfferedListing[] {
      return db
        .select({
          id: catches.id,
          unitType: catches.unitType,
          qtyAvailable: catches.qtyAvailable,
          soldQuantity,
        })
        .from(catches)
        .where(and(eq(catches.crabberId, crabberId), gte(catches.postedAt, since)))
        .all();
    },
    soldQuantityOf(id: string): number {
      return db.select({ sold: soldQuantity }).from(catches).where(eq(catches.id, id)).get()?.sold ?? 0;
    },
  };
}
export type ListingsRepo = ReturnType<typeof createListingsRepo>;
