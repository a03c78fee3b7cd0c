import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches, crabberProfiles, sellerLicences } from '../../src/server/db/tables';
import { seedDemoData } from '../../src/server/seed/demo-seed';
import { licenceNeededFor } from '../../src/shared/licence-rules';
import { addDays, localDateOf, slotState, upcomingSlots } from '../../src/shared/pickup-slots';
import { limitViolation, sellerTypeLimits, weeklyLimitRule } from '../../src/shared/seller-limits';
import { openTestDatabase } from '../helpers/test-database';

const HOUR = 60 * 60 * 1000;
/** Monday 23 November 2026, midnight at the docks. */
const MONDAY = new Date('2026-11-23T05:00:00Z');

describe('the demo data', () => {
  it('gives every listing of an approved seller an open pickup, whatever the day and hour it is seeded', async () => {
    for (let hour = 0; hour < 7 * 24; hour += 5) {
      const now = new Date(MONDAY.getTime() + hour * HOUR);
      // An empty database on the run's engine: in-memory SQLite, or a new PostgreSQL database.
      const database = await openTestDatabase();
      await seedDemoData(database.db, now);
      const listings = await database.db
        .select({ title: catches.title, windows: catches.pickupWindows, expiresAt: catches.expiresAt })
        .from(catches)
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .where(eq(crabberProfiles.verificationStatus, 'approved'));
      expect(listings.length).toBeGreaterThan(0);
      for (const listing of listings) {
        const open = upcomingSlots(listing.windows, now).some(
          (slot) => slotState(slot, listing.expiresAt, now) === 'open',
        );
        expect(open, `${listing.title} seeded at ${now.toISOString()}`).toBe(true);
      }
      await database.close();
    }
  });

  it("keeps every demo seller within their type's limit and their admin-set weekly limit", async () => {
    const database = await openTestDatabase();
    await seedDemoData(database.db, MONDAY);
    const sellers = await database.db.select().from(crabberProfiles);
    for (const seller of sellers) {
      const listed = (await database.db.select().from(catches).where(eq(catches.crabberId, seller.id))).map(
        (listing) => ({
          species: listing.species,
          unitType: listing.unitType,
          quantity: listing.qtyAvailable,
        }),
      );
      const rules = [
        sellerTypeLimits[seller.sellerType],
        seller.weeklyQuantityLimit === null ? undefined : weeklyLimitRule(seller.weeklyQuantityLimit),
      ];
      // The demo's listings are all posted within the last day, so every period counts them all.
      for (const rule of rules) {
        if (!rule) continue;
        listed.forEach((listing, index) => {
          const others = listed.filter((_, other) => other !== index);
          expect(limitViolation(rule, listing, others), `${seller.displayName}: ${rule.rule}`).toBeNull();
        });
      }
    }
    await database.close();
  });

  it('gives every approved seller verified licences for what they sell, running long after the seed', async () => {
    const database = await openTestDatabase();
    await seedDemoData(database.db, MONDAY);
    const licences = await database.db.select().from(sellerLicences);
    const listings = await database.db
      .select({ crabberId: catches.crabberId, species: catches.species })
      .from(catches)
      .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
      .where(eq(crabberProfiles.verificationStatus, 'approved'));
    const aYearOn = addDays(localDateOf(MONDAY), 365);
    for (const listing of listings) {
      const type = licenceNeededFor(listing.species);
      if (!type) continue;
      const held = licences.find((row) => row.crabberId === listing.crabberId && row.type === type);
      expect(held?.verifiedAt, `${listing.species} of ${listing.crabberId}`).toBeTruthy();
      expect(held!.expiresOn > aYearOn).toBe(true);
    }
    await database.close();
  });
});
