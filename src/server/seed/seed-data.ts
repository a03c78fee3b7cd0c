/**
 * The demo world: the accounts the README lists and what the seed needs to build them; the
 * sellers and their listings are in demo-sellers.ts. Photos are illustrations shipped with the client.
 */
import { type Availability, type DayName, defaultAvailability } from '../../shared/availability';
import { pickupLocations } from '../../shared/pickup-locations';
import type { SellerType, UserRole, VerificationStatus } from '../../shared/roles';

export const DEMO_PASSWORD = 'baycatch-demo';

/**
 * The demo admin's authenticator key (admins must have two-factor sign-in). Published in the
 * README for the demo only, so people and tools can sign in: `npx tsx scripts/totp.ts` prints
 * the current code. Never use it on a real account.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'BAYCATCHDEMOADMINTOTPKEY234567AB';

export interface DemoSeller {
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  sellerType: SellerType;
  verificationStatus: VerificationStatus;
  bio: string;
  locationSlug: string;
  pickupInstructions: string;
  days: Partial<Record<DayName, [string, string]>>;
  avatar: string;
  specialties: string[];
  weeklyQuantityLimit: number | null;
  licenseImageUrl: string | null;
  /** A payout account that can take charges (test mode): buyers may pay this seller by card. */
  takesCards: boolean;
  listings: DemoListing[];
}

export interface DemoListing {
  title: string;
  description: string;
  category: string;
  species: string;
  prep: string;
  sizeMix: string;
  unitType: string;
  /** Per unit, or per pound for a `per_lb` listing. */
  unitPriceCents: number;
  /** A per-pound listing, with one piece's estimated weight in hundredths of a pound. */
  pricing?: 'per_lb';
  estWeightMinCentilb?: number;
  estWeightMaxCentilb?: number;
  qtyAvailable: number;
  photo: string;
  tags: string[];
  harvestLocation: string;
  /** Oysters, clams and scallops: their harvest area (src/shared/harvest-areas.ts). */
  harvestAreaCode?: string;
  /**
   * Oysters and clams in the shell: what their harvester tag says besides the seller's own name,
   * licence, day and area (filled in by the seed).
   */
  tag?: { quantity: number; unit: string; tagNumber: string };
  featured?: boolean;
}

export const demoBuyers: { email: string; firstName: string; lastName: string; role: UserRole }[] = [
  { email: 'admin@baycatch.test', firstName: 'Avery', lastName: 'Collins', role: 'admin' },
  { email: 'buyer@baycatch.test', firstName: 'Jordan', lastName: 'Price', role: 'buyer' },
];

export function availabilityFrom(days: DemoSeller['days']): Availability {
  const availability: Availability = defaultAvailability();
  for (const [day, hours] of Object.entries(days) as [DayName, [string, string]][]) {
    availability[day] = { enabled: true, startTime: hours[0], endTime: hours[1] };
  }
  return availability;
}

export function locationOf(slug: string) {
  const location = pickupLocations.find((candidate) => candidate.slug === slug);
  if (!location) throw new Error(`Unknown pickup location ${slug}`);
  return location;
}
