/** Seeds the demo world into an empty database. Runs once: any existing user means "not empty". */
import { eq } from 'drizzle-orm';
import { buildPickupWindows } from '../../shared/availability';
import { freshnessRuleFor, latestExpiry } from '../../shared/freshness';
import { type LicenceType, licenceNeededFor } from '../../shared/licence-rules';
import { localDateOf } from '../../shared/pickup-slots';
import { closedSeason, monthDayOn, seedSaleRules } from '../../shared/sale-rules';
import type { ShellfishTag } from '../../shared/traceability-kinds';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { catches, crabberProfiles, testPaymentAccounts, twoFactorSecrets, users } from '../db/tables';
import { inTransaction } from '../db/transaction';
import { hashPassword } from '../features/auth/password';
import { seedDemoLicences } from './demo-licences';
import { demoSellers } from './demo-sellers';
import {
  availabilityFrom,
  DEMO_ADMIN_TOTP_SECRET,
  DEMO_PASSWORD,
  type DemoListing,
  type DemoSeller,
  demoBuyers,
  locationOf,
} from './seed-data';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * With `seasons` on, only what is in season on the day it runs is posted (the new database's rules
 * are the published table of src/shared/sale-rules.ts), so the demo is valid on every day of the year.
 */
export async function seedDemoData(
  db: Db,
  now = new Date(),
  { seasons = false }: { seasons?: boolean } = {},
): Promise<boolean> {
  if ((await db.$count(users)) > 0) return false;

  // One hash for every demo account: they share the published demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  try {
    await seedWorld(db, now, passwordHash, seasons);
  } catch (error) {
    // Another process starting on the same database seeded it first.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

function seedWorld(db: Db, now: Date, passwordHash: string, seasons: boolean): Promise<void> {
  return inTransaction(db, async () => {
    for (const buyer of demoBuyers) {
      const [user] = await db
        .insert(users)
        .values({ ...buyer, passwordHash, emailVerifiedAt: now })
        .returning();
      // Admins must have two-factor sign-in; the demo admin's key is the published demo one.
      if (user?.role === 'admin') {
        await db
          .insert(twoFactorSecrets)
          .values({ userId: user.id, secret: DEMO_ADMIN_TOTP_SECRET, enabledAt: now });
      }
    }

    for (const [sellerIndex, seller] of demoSellers.entries()) {
      const [user] = await db
        .insert(users)
        .values({
          email: seller.email,
          firstName: seller.firstName,
          lastName: seller.lastName,
          profileImageUrl: seller.avatar,
          role: 'seller',
          passwordHash,
          // Demo addresses count as confirmed, so the demo shows no "confirm your e-mail" banner.
          emailVerifiedAt: now,
        })
        .returning();
      if (!user) throw new Error(`Seeding ${seller.email} failed`);
      const location = locationOf(seller.locationSlug);
      const availability = availabilityFrom(seller.days);
      const [profile] = await db
        .insert(crabberProfiles)
        .values({
          userId: user.id,
          displayName: seller.displayName,
          bio: seller.bio,
          sellerType: seller.sellerType,
          verificationStatus: seller.verificationStatus,
          verificationLevel: seller.sellerType === 'commercial' ? 'full' : 'basic',
          reviewedAt: seller.verificationStatus === 'pending' ? null : new Date(now.getTime() - 30 * DAY),
          pickupLocationAddress: location.address,
          pickupLocationLat: location.lat,
          pickupLocationLng: location.lng,
          pickupInstructions: seller.pickupInstructions,
          availability,
          heroPhotoUrl: '/images/sellers/default-hero.svg',
          specialties: seller.specialties,
          weeklyQuantityLimit: seller.weeklyQuantityLimit,
          licenseImageUrl: seller.licenseImageUrl,
          createdAt: new Date(now.getTime() - (seller.verificationStatus === 'pending' ? 1 : 40) * DAY),
        })
        .returning();
      if (!profile) throw new Error(`Seeding ${seller.displayName} failed`);
      if (seller.takesCards) {
        // A test-mode payout account, already onboarded (the local stand-in for Stripe Connect).
        const accountId = `acct_demo_${profile.id.slice(0, 8)}`;
        await db
          .insert(testPaymentAccounts)
          .values({ id: accountId, sellerId: profile.id, email: seller.email, status: 'active' });
        await db
          .update(crabberProfiles)
          .set({ stripeAccountId: accountId, stripeAccountStatus: 'active' })
          .where(eq(crabberProfiles.id, profile.id));
      }

      const licenceNumbers = await seedDemoLicences(db, now, {
        crabberId: profile.id,
        index: sellerIndex,
        approved: seller.verificationStatus === 'approved',
        species: seller.listings.map((listing) => listing.species),
      });
      for (const [index, listing] of seller.listings.entries()) {
        const { photo, featured, tag, ...fields } = listing;
        if (seasons && closedSeason(seedSaleRules, fields.species, fields.prep, monthDayOn(now))) continue;
        const harvestDate = new Date(now.getTime() - (6 + index) * HOUR);
        // A week, or less when the catch keeps less (src/shared/freshness.ts).
        const keepsUntil = latestExpiry(freshnessRuleFor(fields), harvestDate);
        const expiresAt = new Date(Math.min(now.getTime() + 7 * DAY, keepsUntil.getTime()));
        await db.insert(catches).values({
          ...fields,
          crabberId: profile.id,
          photos: [photo],
          pickupWindows: buildPickupWindows(availability),
          harvestDate,
          // A minute apart from seller to seller, so no two listings were posted at the same moment
          // and "newest first" reads the same on every engine.
          postedAt: new Date(now.getTime() - (2 + index * 3) * HOUR + sellerIndex * MINUTE),
          expiresAt,
          shellfishTag: tag ? demoTag(tag, seller, licenceNumbers, fields, harvestDate) : null,
          isPromoted: featured === true,
          promotedUntil: featured ? new Date(now.getTime() + 7 * DAY) : null,
        });
      }
    }
  });
}

/** A shellfish listing's tag: the seller harvested it that day, in its area, under their licence. */
function demoTag(
  tag: NonNullable<DemoListing['tag']>,
  seller: DemoSeller,
  licenceNumbers: Map<LicenceType, string>,
  listing: { species: string; harvestAreaCode?: string },
  harvestDate: Date,
): ShellfishTag {
  const type = licenceNeededFor(listing.species);
  const licenceNumber = type && licenceNumbers.get(type);
  if (!licenceNumber || !listing.harvestAreaCode)
    throw new Error(`${seller.displayName}'s ${listing.species} need a licence and an area for their tag`);
  return {
    ...tag,
    harvesterName: `${seller.firstName} ${seller.lastName}`,
    licenceNumber,
    harvestedOn: localDateOf(harvestDate),
    areaCode: listing.harvestAreaCode,
  };
}
