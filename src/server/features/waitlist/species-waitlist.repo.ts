/**
 * The species lines' rows (db/schema/waitlist.ts `species_waitlist_entries`): buyers waiting for a
 * species of a seller who has none of it on sale, and what the seller has listed. The lines move
 * into a listing's line in waitlist-holds.ts.
 */
import { and, asc, count, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, crabberProfiles, speciesWaitlistEntries } from '../../db/tables';
import { holdSubjects, inTransaction as runInTransaction } from '../../db/transaction';
import { createSellersRepo } from '../sellers/sellers.repo';

export type SpeciesWaitlistRow = typeof speciesWaitlistEntries.$inferSelect;

export function createSpeciesWaitlistRepo(db: Db) {
  const sellers = createSellersRepo(db);
  const places = () =>
    db
      .select({ entry: speciesWaitlistEntries, sellerName: crabberProfiles.displayName })
      .from(speciesWaitlistEntries)
      .innerJoin(crabberProfiles, eq(speciesWaitlistEntries.crabberId, crabberProfiles.id));
  const place = (crabberId: string, species: string, buyerId: string) =>
    and(
      eq(speciesWaitlistEntries.crabberId, crabberId),
      eq(speciesWaitlistEntries.species, species),
      eq(speciesWaitlistEntries.buyerId, buyerId),
    );

  return {
    inTransaction: <T>(work: () => Promise<T>) => runInTransaction(db, work),

    /**
     * Inside the transaction: a posting taking the seller's line (waitlist-holds.ts holds the same
     * seller) and this buyer's other joins (which count against the limit) wait until the join
     * commits.
     */
    holdSellerAndBuyer: (crabberId: string, buyerId: string) =>
      holdSubjects(db, [`seller:${crabberId}`, `buyer:${buyerId}`]),

    /** A seller with a storefront, as sellers.getPublic has it: approved, account neither closed nor suspended. */
    async storefrontSeller(crabberId: string) {
      const profile = await sellers.findById(crabberId);
      if (profile?.verificationStatus !== 'approved' || (await sellers.isOwnerAway(crabberId)))
        return undefined;
      return profile;
    },

    /**
     * The species of every listing the seller still has (any state), and of those on sale now:
     * active, not hidden, not off sale by law, not expired (shared/listing-availability.ts).
     */
    async speciesOf(crabberId: string, at: Date): Promise<{ listed: string[]; onSale: string[] }> {
      const listed = await db
        .selectDistinct({ species: catches.species })
        .from(catches)
        .where(eq(catches.crabberId, crabberId));
      const onSale = await db
        .selectDistinct({ species: catches.species })
        .from(catches)
        .where(
          and(
            eq(catches.crabberId, crabberId),
            eq(catches.isActive, true),
            isNull(catches.hiddenAt),
            isNull(catches.offSaleReason),
            gt(catches.expiresAt, at),
          ),
        );
      return { listed: listed.map((row) => row.species), onSale: onSale.map((row) => row.species) };
    },

    /** A new place at the end of the line; false when the buyer already has one. */
    async insert(values: { crabberId: string; species: string; buyerId: string; qty: number }) {
      return affected(await db.insert(speciesWaitlistEntries).values(values).onConflictDoNothing()) === 1;
    },

    async entryOf(crabberId: string, species: string, buyerId: string) {
      return first(await places().where(place(crabberId, species, buyerId)));
    },

    async mine(buyerId: string) {
      return places()
        .where(eq(speciesWaitlistEntries.buyerId, buyerId))
        .orderBy(asc(speciesWaitlistEntries.createdAt));
    },

    async placesOf(buyerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(speciesWaitlistEntries)
        .where(eq(speciesWaitlistEntries.buyerId, buyerId));
      return row?.n ?? 0;
    },

    /** How many wait ahead of this place in its line. */
    async waitingAhead(entry: SpeciesWaitlistRow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(speciesWaitlistEntries)
        .where(
          and(
            eq(speciesWaitlistEntries.crabberId, entry.crabberId),
            eq(speciesWaitlistEntries.species, entry.species),
            or(
              lt(speciesWaitlistEntries.createdAt, entry.createdAt),
              and(
                eq(speciesWaitlistEntries.createdAt, entry.createdAt),
                lt(speciesWaitlistEntries.id, entry.id),
              ),
            ),
          ),
        );
      return row?.n ?? 0;
    },

    async remove(crabberId: string, species: string, buyerId: string): Promise<boolean> {
      return (
        affected(await db.delete(speciesWaitlistEntries).where(place(crabberId, species, buyerId))) === 1
      );
    },
  };
}
export type SpeciesWaitlistRepo = ReturnType<typeof createSpeciesWaitlistRepo>;
