/**
 * The demo world: the accounts the README lists, sellers of every type at the six dockside
 * locations, and listings across the species. Photos are illustrations shipped with the client.
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
  unitPriceCents: number;
  qtyAvailable: number;
  photo: string;
  tags: string[];
  harvestLocation: string;
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

const img = (name: string) => `/images/catches/${name}.svg`;

export const demoSellers: DemoSeller[] = [
  {
    email: 'seller@baycatch.test',
    firstName: 'Ray',
    lastName: 'Dobbins',
    displayName: 'Dobbins Crab Co.',
    sellerType: 'commercial',
    verificationStatus: 'approved',
    takesCards: true,
    bio: 'Third-generation waterman working trotlines out of Deale since 1994. Crabs come off the boat and into the basket the same morning.',
    locationSlug: 'deale-harbor',
    pickupInstructions: 'White deadrise "Miss Lorraine" at the end of the bulkhead. Text when you pull in.',
    days: {
      Monday: ['13:00', '17:00'],
      Tuesday: ['13:00', '17:00'],
      Wednesday: ['13:00', '17:00'],
      Thursday: ['13:00', '17:00'],
      Friday: ['13:00', '17:00'],
      Saturday: ['07:00', '12:00'],
      Sunday: ['08:00', '11:00'],
    },
    avatar: '/images/sellers/avatar-1.svg',
    specialties: ['Blue Crab', 'Soft Shell'],
    weeklyQuantityLimit: null,
    licenseImageUrl: null,
    listings: [
      {
        title: 'Live Jumbo Blue Crabs',
        description:
          'Heavy, full males caught on the trotline this morning in the Rockhold Creek area. Kept cool and lively in the bushel.',
        category: 'crabs',
        species: 'Blue Crab',
        prep: 'live',
        sizeMix: 'jumbo',
        unitType: 'bushel',
        unitPriceCents: 28500,
        qtyAvailable: 6,
        photo: img('blue-crab-live'),
        tags: ['trotline', 'males'],
        harvestLocation: 'Herring Bay',
        featured: true,
      },
      {
        title: 'Steamed #1 Males, Old Bay',
        description:
          'Steamed to order with Old Bay and a splash of vinegar. Ready hot at pickup, wrapped in paper.',
        category: 'crabs',
        species: 'Blue Crab',
        prep: 'steamed',
        sizeMix: '#1',
        unitType: 'dozen',
        unitPriceCents: 8500,
        qtyAvailable: 12,
        photo: img('blue-crab-steamed'),
        tags: ['steamed', 'old bay'],
        harvestLocation: 'Herring Bay',
      },
      {
        title: 'Prime Soft Shell Crabs',
        description:
          'Fresh molted softs from our shedding floats, cleaned on request. Best sautéed the same day.',
        category: 'soft-shell',
        species: 'Soft Shell',
        prep: 'live',
        sizeMix: 'soft-shell',
        unitType: 'dozen',
        unitPriceCents: 6000,
        qtyAvailable: 8,
        photo: img('soft-shell-crab'),
        tags: ['softs'],
        harvestLocation: 'Rockhold Creek',
      },
    ],
  },
  {
    email: 'marsha@baycatch.test',
    firstName: 'Marsha',
    lastName: 'Lankford',
    displayName: 'Lankford Oyster Farm',
    sellerType: 'recreational_shellfish',
    verificationStatus: 'approved',
    takesCards: true,
    bio: 'Small family lease on the Choptank. We grow and hand-cull our oysters and rake clams from the flats at low tide.',
    locationSlug: 'st-michaels-harbor',
    pickupInstructions: 'Blue cooler on the public pier, next to the harbor shuttle sign.',
    days: { Friday: ['10:00', '16:00'], Saturday: ['09:00', '14:00'], Sunday: ['09:00', '13:00'] },
    avatar: '/images/sellers/avatar-2.svg',
    specialties: ['Oysters', 'Clams'],
    // Her day's listings stay within both her admin-set 14 lbs a week and her type's 2 dozen a day:
    // a dozen oysters (4 lb), six clams (2 lb) and 2 lb shucked are 8 lb, 2 dozen (unit-conversions.ts).
    weeklyQuantityLimit: 14,
    licenseImageUrl: null,
    listings: [
      {
        title: 'Choptank Select Oysters',
        description:
          'Briny, deep-cupped selects, culled and rinsed. Shucking knife loan available on request.',
        category: 'oysters',
        species: 'Oysters',
        prep: 'live',
        sizeMix: 'selects',
        unitType: 'dozen',
        unitPriceCents: 1800,
        qtyAvailable: 1,
        photo: img('oysters'),
        tags: ['selects', 'farm raised'],
        harvestLocation: 'Choptank River',
      },
      {
        title: 'Littleneck Clams',
        description:
          'Sweet little hard clams for steaming or the raw bar. Purged in clean bay water overnight.',
        category: 'clams',
        species: 'Clams',
        prep: 'live',
        sizeMix: 'littlenecks',
        unitType: 'piece',
        unitPriceCents: 100,
        qtyAvailable: 6,
        photo: img('clams'),
        tags: ['littlenecks'],
        harvestLocation: 'Eastern Bay',
      },
      {
        title: 'Shucked Choptank Oysters',
        description:
          'Hand-shucked the morning of pickup and packed in their own liquor. Ready for stew or frying.',
        category: 'oysters',
        species: 'Oysters',
        prep: 'shucked',
        sizeMix: 'standards',
        unitType: 'lb',
        unitPriceCents: 2400,
        qtyAvailable: 2,
        photo: img('oysters'),
        tags: ['shucked'],
        harvestLocation: 'Choptank River',
      },
    ],
  },
  {
    email: 'terrell@baycatch.test',
    firstName: 'Terrell',
    lastName: 'Whitaker',
    displayName: 'Whitaker Rockfish',
    sellerType: 'recreational_fisher',
    verificationStatus: 'approved',
    takesCards: false,
    bio: 'Weekend rockfish and perch from the upper bay, bled and iced on the boat. Filleting done at the dock while you wait.',
    locationSlug: 'rock-hall-marina',
    pickupInstructions: 'Meet at the public bulkhead by the fuel pumps; look for the green center console.',
    days: {
      Tuesday: ['15:00', '18:00'],
      Thursday: ['15:00', '18:00'],
      Saturday: ['08:00', '13:00'],
      Sunday: ['08:00', '12:00'],
    },
    avatar: '/images/sellers/avatar-3.svg',
    specialties: ['Striped Bass', 'White Perch'],
    weeklyQuantityLimit: null,
    licenseImageUrl: null,
    listings: [
      {
        title: 'Striped Bass Fillets',
        description:
          'Skin-on rockfish fillets from legal-slot fish caught Saturday morning. Vacuum packed on request.',
        category: 'fish',
        species: 'Striped Bass',
        prep: 'filleted',
        sizeMix: 'large',
        unitType: 'lb',
        unitPriceCents: 1650,
        qtyAvailable: 20,
        photo: img('striped-bass'),
        tags: ['rockfish', 'fillets'],
        harvestLocation: 'Swan Point',
      },
      {
        title: 'Whole White Perch',
        description: 'Pan-size white perch, scaled and gutted. A classic fried with cornmeal.',
        category: 'fish',
        species: 'White Perch',
        prep: 'cleaned',
        sizeMix: 'medium',
        unitType: 'lb',
        unitPriceCents: 900,
        qtyAvailable: 15,
        photo: img('white-perch'),
        tags: ['perch'],
        harvestLocation: 'Chester River',
      },
      {
        title: 'Whole Rockfish, Bled and Iced',
        description:
          'Whole striped bass in the legal slot, bled on the boat and packed in ice. Scaled on request.',
        category: 'fish',
        species: 'Striped Bass',
        prep: 'whole',
        sizeMix: 'large',
        unitType: 'lb',
        unitPriceCents: 1100,
        qtyAvailable: 25,
        photo: img('striped-bass'),
        tags: ['rockfish', 'whole'],
        harvestLocation: 'Swan Point',
      },
    ],
  },
  {
    email: 'kim@baycatch.test',
    firstName: 'Kim',
    lastName: 'Nguyen',
    displayName: 'Kent Narrows Catch',
    sellerType: 'commercial',
    verificationStatus: 'approved',
    takesCards: true,
    bio: 'Licensed commercial crabber and scalloper working out of Kent Narrows. Crabs in season, sea scallops from the Ocean City boats in winter.',
    locationSlug: 'kent-island-marina',
    pickupInstructions: 'Fuel dock side of the marina. Bring a cooler for live crabs.',
    days: {
      Monday: ['14:00', '18:00'],
      Tuesday: ['14:00', '18:00'],
      Wednesday: ['14:00', '18:00'],
      Thursday: ['14:00', '18:00'],
      Friday: ['14:00', '18:00'],
      Saturday: ['06:30', '11:00'],
      Sunday: ['07:00', '10:00'],
    },
    avatar: '/images/sellers/avatar-4.svg',
    specialties: ['Blue Crab', 'Scallops'],
    weeklyQuantityLimit: null,
    licenseImageUrl: null,
    listings: [
      {
        title: 'Live #2 Crabs, Half Bushel',
        description: 'Mixed #2 males, great for a backyard crab feast. Culled at the dock.',
        category: 'crabs',
        species: 'Blue Crab',
        prep: 'live',
        sizeMix: '#2',
        unitType: 'half-bushel',
        unitPriceCents: 9500,
        qtyAvailable: 10,
        photo: img('blue-crab-live'),
        tags: ['males'],
        harvestLocation: 'Eastern Bay',
      },
      {
        title: 'Dry-Pack Sea Scallops',
        description: 'Day-boat sea scallops, dry packed with nothing added. They sear golden.',
        category: 'scallops',
        species: 'Scallops',
        prep: 'shucked',
        sizeMix: 'large',
        unitType: 'lb',
        unitPriceCents: 2800,
        qtyAvailable: 12,
        photo: img('scallops'),
        tags: ['dry pack'],
        harvestLocation: 'Ocean City',
      },
      {
        title: 'Steamed Jumbo Crabs by the Dozen',
        description:
          'Jumbo males steamed over beer and vinegar with plenty of seasoning, boxed hot for the ride home.',
        category: 'crabs',
        species: 'Blue Crab',
        prep: 'steamed',
        sizeMix: 'jumbo',
        unitType: 'dozen',
        unitPriceCents: 11000,
        qtyAvailable: 8,
        photo: img('blue-crab-steamed'),
        tags: ['steamed', 'jumbo'],
        harvestLocation: 'Eastern Bay',
        featured: true,
      },
    ],
  },
  {
    email: 'pending@baycatch.test',
    firstName: 'Casey',
    lastName: 'Hollins',
    displayName: 'Hollins Backyard Crabs',
    sellerType: 'recreational_crabber',
    verificationStatus: 'pending',
    takesCards: false,
    bio: 'Recreational crabber on the Magothy with a handful of collapsible pots. Applying to sell my weekly surplus to neighbors.',
    locationSlug: 'annapolis-city-dock',
    pickupInstructions: 'Harbormaster side of the dock.',
    days: { Saturday: ['09:00', '12:00'] },
    avatar: '/images/sellers/avatar-2.svg',
    specialties: ['Blue Crab'],
    // An admin-set weekly limit replaces the type's 3 bushels and counts every unit by weight
    // (unit-conversions.ts): 40 lb is one bushel, room for a few dozen on a first week.
    weeklyQuantityLimit: 40,
    licenseImageUrl: null,
    listings: [],
  },
];
