/** 300 sellers around the Bay with 10,000 listings between them, for the catalog benchmark. */

import type { Db } from '../../../src/server/db/client';
import { catches, crabberProfiles, users } from '../../../src/server/db/tables';
import { inTransaction } from '../../../src/server/db/transaction';
import { availabilityFrom } from '../../../src/server/seed/seed-data';
import { buildPickupWindows } from '../../../src/shared/availability';

export const SELLERS = 300;
export const LISTINGS = 10_000;

const kinds = [
  {
    category: 'crabs',
    species: 'Blue Crab',
    preps: ['live', 'steamed'],
    sizes: ['jumbo', '#1', '#2', 'mixed'],
  },
  { category: 'soft-shell', species: 'Soft Shell', preps: ['live'], sizes: ['soft-shell'] },
  { category: 'fish', species: 'Striped Bass', preps: ['whole', 'filleted'], sizes: ['large', 'medium'] },
  { category: 'fish', species: 'White Perch', preps: ['cleaned', 'whole'], sizes: ['small', 'medium'] },
  { category: 'oysters', species: 'Oysters', preps: ['live', 'shucked'], sizes: ['selects', 'standards'] },
  { category: 'clams', species: 'Clams', preps: ['live'], sizes: ['littlenecks', 'cherrystones'] },
  { category: 'scallops', species: 'Scallops', preps: ['shucked'], sizes: ['large'] },
];
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A small deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** Rows written per insert statement while seeding. */
const BATCH = 500;

export async function seedBenchListings(db: Db, now = new Date()): Promise<string[]> {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return inTransaction(db, async () => {
    const sellers: { id: string; windows: ReturnType<typeof buildPickupWindows> }[] = [];
    for (let s = 0; s < SELLERS; s++) {
      const [user] = await db
        .insert(users)
        .values({ email: `bench-seller-${s}@bay.test`, passwordHash: 'bench', role: 'seller' })
        .returning({ id: users.id });
      const open = Object.fromEntries(
        days.filter(() => next() < 0.4).map((day) => [day, ['08:00', '14:00'] as [string, string]]),
      );
      const [profile] = await db
        .insert(crabberProfiles)
        .values({
          userId: user!.id,
          displayName: `Bench Seller ${s}`,
          verificationStatus: 'approved',
          pickupLocationAddress: `${s} Harbor Road, MD`,
          pickupLocationLat: 38.3 + next() * 1.3,
          pickupLocationLng: -76.9 + next() * 1.0,
          availability: availabilityFrom(open),
        })
        .returning({ id: crabberProfiles.id });
      sellers.push({ id: profile!.id, windows: buildPickupWindows(availabilityFrom(open)) });
    }
    const rows: (typeof catches.$inferInsert)[] = [];
    for (let i = 0; i < LISTINGS; i++) {
      const seller = pick(sellers);
      const kind = pick(kinds);
      rows.push({
        crabberId: seller.id,
        title: `${kind.species} lot ${i}`,
        description: 'Benchmark listing',
        category: kind.category,
        species: kind.species,
        prep: pick(kind.preps),
        sizeMix: pick(kind.sizes),
        unitType: 'dozen',
        unitPriceCents: 500 + Math.floor(next() * 300) * 100,
        qtyAvailable: next() < 0.05 ? 0 : 1 + Math.floor(next() * 20),
        photos: ['/images/catches/mixed-catch.svg'],
        pickupWindows: seller.windows,
        postedAt: new Date(now.getTime() - Math.floor(next() * 48 * 3600_000)),
        // A few are past their expiry or switched off, as in real life.
        expiresAt: new Date(now.getTime() + (next() < 0.05 ? -1 : 1) * 3 * 24 * 3600_000),
        isActive: next() > 0.03,
      });
    }
    const ids: string[] = [];
    for (let at = 0; at < rows.length; at += BATCH) {
      const written = await db
        .insert(catches)
        .values(rows.slice(at, at + BATCH))
        .returning({ id: catches.id });
      ids.push(...written.map((row) => row.id));
    }
    return ids;
  });
}
