/**
 * Holds, as the stock moves (docs/product/waitlist.md). Both run inside the caller's transaction:
 * units that come back to a listing go to the first waiting buyers before anyone else can take
 * them, and a holder's checkout takes their held units back into the stock it then buys from.
 */
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import { isListingOnSale } from '../../../shared/listing-availability';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { catches, speciesWaitlistEntries, waitlistEntries } from '../../db/tables';
import { holdSubjects, inTransaction } from '../../db/transaction';

/** The columns that say whether a listing is on sale (isListingOnSale), with its seller. */
export const saleStateColumns = {
  crabberId: catches.crabberId,
  isActive: catches.isActive,
  hiddenAt: catches.hiddenAt,
  expiresAt: catches.expiresAt,
  offSaleReason: catches.offSaleReason,
};

/**
 * Moves what the listing has in stock into holds for the waiting buyers, oldest first, each up to
 * what they want. A listing off sale holds nothing. The notice goes later (waitlist.service.ts).
 * Buyers waiting for the listing's species at its seller join its line first, so a new listing,
 * a re-activated one or stock back on one reaches them too.
 */
export function offerReturnedStock(db: Db, catchId: string, at: Date): Promise<void> {
  // Joins the caller's transaction; one of its own when called outside any (a place left).
  return inTransaction(db, async () => {
    await takeSpeciesLine(db, catchId, at);
    await offerToLine(db, catchId, at);
  });
}

async function offerToLine(db: Db, catchId: string, at: Date): Promise<void> {
  const waiting = await db
    .select({ id: waitlistEntries.id, qty: waitlistEntries.qty })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.catchId, catchId), eq(waitlistEntries.heldQty, 0)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  for (const entry of waiting) {
    const listing = first(
      await db
        .select({ qty: catches.qtyAvailable })
        .from(catches)
        .where(and(eq(catches.id, catchId), eq(catches.isActive, true), gt(catches.expiresAt, at))),
    );
    if (!listing || listing.qty <= 0) return;
    const give = Math.min(entry.qty, listing.qty);
    const taken = await db
      .update(catches)
      .set({ qtyAvailable: sql`${catches.qtyAvailable} - ${give}` })
      .where(and(eq(catches.id, catchId), gte(catches.qtyAvailable, give)));
    if (affected(taken) !== 1) return;
    const held = await db
      .update(waitlistEntries)
      .set({ heldQty: give, heldAt: at, notifiedAt: null })
      .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.heldQty, 0)));
    // The buyer left the line meanwhile: the units go back for the next.
    if (affected(held) !== 1) await returnUnits(db, catchId, give);
  }
}

/**
 * The line for the listing's species at its seller becomes the listing's line, in its order (each
 * place keeps when it was joined). A buyer already in the listing's line keeps that place. Only a
 * listing on sale takes the line: one posted inactive or hidden leaves the buyers waiting. The
 * places are deleted first, so of two listings taking the line at once only one gets each place.
 */
async function takeSpeciesLine(db: Db, catchId: string, at: Date): Promise<void> {
  const listing = first(
    await db
      .select({ ...saleStateColumns, species: catches.species })
      .from(catches)
      .where(eq(catches.id, catchId)),
  );
  if (!listing || !isListingOnSale(listing, at)) return;
  // A join checks "nothing on sale" and inserts while holding the seller: taking the line holds
  // them too, so a join racing this post either lands before it (and moves) or sees it on sale.
  await holdSubjects(db, [`seller:${listing.crabberId}`]);
  const line = await db
    .delete(speciesWaitlistEntries)
    .where(
      and(
        eq(speciesWaitlistEntries.crabberId, listing.crabberId),
        eq(speciesWaitlistEntries.species, listing.species),
      ),
    )
    .returning({
      buyerId: speciesWaitlistEntries.buyerId,
      qty: speciesWaitlistEntries.qty,
      createdAt: speciesWaitlistEntries.createdAt,
    });
  if (line.length === 0) return;
  await db
    .insert(waitlistEntries)
    .values(line.map((place) => ({ catchId, ...place })))
    .onConflictDoNothing();
}

/** The buyer's held units on this listing back in its stock, for their own checkout; the place ends. */
export async function releaseHoldForCheckout(db: Db, catchId: string, buyerId: string): Promise<number> {
  const entry = first(
    await db
      .delete(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.catchId, catchId),
          eq(waitlistEntries.buyerId, buyerId),
          gt(waitlistEntries.heldQty, 0),
        ),
      )
      .returning({ heldQty: waitlistEntries.heldQty }),
  );
  if (entry) await returnUnits(db, catchId, entry.heldQty);
  return entry?.heldQty ?? 0;
}

export async function returnUnits(db: Db, catchId: string, qty: number): Promise<void> {
  await db
    .update(catches)
    .set({ qtyAvailable: sql`${catches.qtyAvailable} + ${qty}` })
    .where(eq(catches.id, catchId));
}
