/** Sellers and listings for catalog tests, with defaults a test overrides only where it matters. */
import type { Db } from '../../src/server/db/client';
import { catches, crabberProfiles, users } from '../../src/server/db/tables';

/** Wednesday 4 June 2025, 10:00 in Annapolis: every catalog test runs on this clock. */
export const NOW = new Date('2025-06-04T14:00:00Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
export const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

export const DEALE = { lat: 38.77748, lng: -76.55313 };
export const ROCK_HALL = { lat: 39.13672, lng: -76.24102 };
export const BALTIMORE = { lat: 39.28478, lng: -76.61277 };

let counter = 0;

export async function insertSeller(
  db: Db,
  overrides: Partial<typeof crabberProfiles.$inferInsert> & { profileImageUrl?: string | null } = {},
) {
  counter += 1;
  const { profileImageUrl = null, ...profile } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      email: `catalog-seller-${counter}@bay.test`,
      passwordHash: 'not-a-hash',
      role: 'seller',
      profileImageUrl,
    })
    .returning();
  const [row] = await db
    .insert(crabberProfiles)
    .values({
      userId: user!.id,
      displayName: `Seller ${counter}`,
      verificationStatus: 'approved',
      pickupLocationAddress: '6003 Drum Point Road, Deale, MD 20751',
      pickupLocationLat: DEALE.lat,
      pickupLocationLng: DEALE.lng,
      ...profile,
    })
    .returning();
  return row!;
}

export async function insertCatch(
  db: Db,
  crabberId: string,
  overrides: Partial<typeof catches.$inferInsert> = {},
) {
  counter += 1;
  const [row] = await db
    .insert(catches)
    .values({
      crabberId,
      title: `Listing ${counter}`,
      category: 'crabs',
      species: 'Blue Crab',
      prep: 'live',
      sizeMix: 'jumbo',
      unitType: 'dozen',
      unitPriceCents: 5000,
      qtyAvailable: 10,
      pickupWindows: [{ start: 'Saturday 08:00', end: 'Saturday 12:00' }],
      postedAt: hoursAgo(counter),
      expiresAt: daysFromNow(7),
      ...overrides,
    })
    .returning();
  return row!;
}
