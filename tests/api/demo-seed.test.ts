import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { catches, crabberProfiles } from '../../src/server/db/tables';
import { slotState, upcomingSlots } from '../../src/shared/pickup-slots';
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
});
