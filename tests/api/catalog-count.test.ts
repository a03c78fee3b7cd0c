/**
 * The catalog's total and page rows against the listings themselves: the count a paged list
 * reports is the number of listings its pages hold, for many filter combinations and every sort,
 * including sellers and listings buyers may not see; and a page's listings read the same as each
 * listing's own page, every field (the list decodes its rows itself).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crabberProfiles, users } from '../../src/server/db/tables';
import { catalogSorts } from '../../src/shared/catalog-filters';
import type { CatchDto } from '../../src/shared/catch.schema';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import {
  BALTIMORE,
  DEALE,
  daysFromNow,
  hoursAgo,
  insertCatch,
  insertSeller,
  NOW,
  ROCK_HALL,
} from './catalog-factory';

let t: TestApp;
let client: ReturnType<typeof createClient>;

/** 40 listings across five sellers, some of whom buyers may not see, in every state. */
beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  client = createClient(t.app);
  const deale = await insertSeller(t.db, { displayName: 'Deale Docks', ratingSum: 9, ratingCount: 2 });
  const rockHall = await insertSeller(t.db, {
    displayName: 'Rock Hall Oysters',
    pickupLocationLat: ROCK_HALL.lat,
    pickupLocationLng: ROCK_HALL.lng,
    profileImageUrl: '/images/sellers/avatar-1.svg',
    heroPhotoUrl: '/images/sellers/default-hero.svg',
    stripeAccountStatus: 'active',
  });
  const baltimore = await insertSeller(t.db, {
    displayName: 'Harbor Fish',
    pickupLocationLat: BALTIMORE.lat,
    pickupLocationLng: BALTIMORE.lng,
    pickupInstructions: 'Ring the bell',
    ratingSum: 5,
    ratingCount: 1,
  });
  const pending = await insertSeller(t.db, { displayName: 'Pending', verificationStatus: 'pending' });
  const revoked = await insertSeller(t.db, { displayName: 'Revoked', verificationStatus: 'revoked' });
  const suspended = await insertSeller(t.db, { displayName: 'Suspended' });
  await t.db
    .update(users)
    .set({ suspendedAt: hoursAgo(1) })
    .where(eq(users.id, suspended.userId));
  const noPlace = await insertSeller(t.db, { pickupLocationLat: null, pickupLocationLng: null });

  const kinds = [
    { category: 'crabs', species: 'Blue Crab', prep: 'live', sizeMix: 'jumbo' },
    { category: 'crabs', species: 'Blue Crab', prep: 'steamed', sizeMix: '#1' },
    { category: 'oysters', species: 'Oysters', prep: 'shucked', sizeMix: 'selects' },
    { category: 'fish', species: 'Striped Bass', prep: 'filleted', sizeMix: 'large' },
    { category: 'soft-shell', species: 'Soft Shell', prep: 'live', sizeMix: 'soft-shell' },
  ];
  const windows = [
    [{ start: 'Saturday 08:00', end: 'Saturday 12:00' }],
    [{ start: 'Tuesday 13:00', end: 'Tuesday 17:00' }],
    [
      { start: 'Monday 07:00', end: 'Monday 09:00' },
      { start: 'Saturday 08:00', end: 'Saturday 12:00' },
    ],
  ];
  const sellers = [deale, rockHall, baltimore, deale, noPlace, rockHall, pending, revoked, suspended];
  for (let i = 0; i < 40; i++) {
    await insertCatch(t.db, sellers[i % sellers.length]!.id, {
      ...kinds[i % kinds.length]!,
      title: i % 4 === 0 ? `Jimmies lot ${i}` : `Lot ${i}`,
      description: i % 6 === 0 ? 'Caught off Thomas Point' : null,
      unitPriceCents: 2000 + ((i * 37) % 11) * 500,
      // Two listings share each posting time, so ties are ordered too.
      postedAt: hoursAgo(Math.floor(i / 2) + 1),
      pickupWindows: windows[i % windows.length]!,
      variety: i % 5 === 0 ? 'Chesapeake' : null,
      harvestDate: i % 3 === 0 ? hoursAgo(20) : null,
      harvestLocation: i % 3 === 0 ? 'Herring Bay' : null,
      tags: i % 4 === 1 ? ['local', 'fresh'] : [],
      photos: i % 2 === 0 ? ['/a.svg', '/b.svg'] : [],
      isPromoted: i % 10 === 3,
      promotedUntil: i % 10 === 3 ? daysFromNow(2) : null,
      // States buyers never see.
      isActive: i % 13 !== 5,
      expiresAt: i % 11 === 7 ? hoursAgo(1) : daysFromNow(7),
      qtyAvailable: i % 17 === 2 ? 0 : 5,
      hiddenAt: i % 19 === 4 ? hoursAgo(2) : null,
      hiddenReason: i % 19 === 4 ? 'Mislabelled' : null,
    });
  }
  // A seller approved again after a revocation is listed again.
  await t.db
    .update(crabberProfiles)
    .set({ verificationStatus: 'approved' })
    .where(eq(crabberProfiles.id, noPlace.id));
});

async function get(path: string) {
  const res = await client.get(path);
  expect(res.status, await res.clone().text()).toBe(200);
  return { items: (await res.json()) as CatchDto[], total: res.headers.get('X-Total-Count') };
}

/** Every page of three in turn, with the total each page reported. */
async function allPages(query: string) {
  const ids: string[] = [];
  const totals = new Set<string | null>();
  for (let offset = 0; offset < 100; offset += 3) {
    const page = await get(`/api/catches?${query}&limit=3&offset=${offset}`);
    totals.add(page.total);
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < 3) break;
  }
  return { ids, totals };
}

const filters = [
  '',
  'species=Blue%20Crab',
  'species=Oysters',
  'species=Fish&maxPrice=40',
  'minPrice=30',
  'minPrice=25&maxPrice=45',
  'species=Blue%20Crab&maxPrice=35',
  'prep=live',
  'sizeMix=jumbo&prep=live',
  'pickupDate=2025-06-07',
  'pickupDate=2025-06-10&species=Blue%20Crab',
  'q=jimmies',
  'q=thomas%20point&minPrice=20',
  `lat=${DEALE.lat}&lng=${DEALE.lng}&distance=10`,
  `lat=${DEALE.lat}&lng=${DEALE.lng}&distance=50&species=Blue%20Crab`,
  'species=Scallops',
];

describe('the total of a paged catalog list', () => {
  it.each(filters)('is the number of listings its pages hold: %s', async (filter) => {
    const everything = await get(`/api/catches?${filter}`);
    for (const sort of catalogSorts) {
      const query = `${filter}&sort=${sort}${sort === 'distance' && !filter.includes('lat=') ? `&lat=${DEALE.lat}&lng=${DEALE.lng}` : ''}`;
      const { ids, totals } = await allPages(query);
      expect([...totals], `${query}`).toEqual([String(everything.items.length)]);
      expect(new Set(ids).size, `${query}`).toBe(ids.length);
      expect([...ids].sort(), `${query}`).toEqual(everything.items.map((item) => item.id).sort());
    }
  });

  it('covers filters with results and without, and leaves out listings buyers may not see', async () => {
    const counts = await Promise.all(
      filters.map(async (filter) => (await get(`/api/catches?${filter}`)).items),
    );
    expect(counts.some((items) => items.length > 6)).toBe(true);
    expect(counts.some((items) => items.length > 0 && items.length < 3)).toBe(true);
    expect(counts.at(-1)).toEqual([]);
    const names = new Set(counts.flat().map((item) => item.crabber.displayName));
    for (const hidden of ['Pending', 'Revoked', 'Suspended']) expect(names.has(hidden)).toBe(false);
    expect(counts[0]!.length).toBeGreaterThan(15);
  });

  it('is reported past the last page too, and through the tRPC procedure the marketplace calls', async () => {
    const all = (await get('/api/catches?species=Blue%20Crab')).items.length;
    const past = await get(`/api/catches?species=Blue%20Crab&limit=3&offset=${all + 3}`);
    expect(past).toEqual({ items: [], total: String(all) });
    const input = encodeURIComponent(
      JSON.stringify({ 0: { json: { species: 'Blue Crab', limit: 4, offset: all - 2 } } }),
    );
    const res = await client.get(`/trpc/catalog.list?batch=1&input=${input}`);
    const [{ result }] = (await res.json()) as [
      { result: { data: { json: { items: unknown[]; total: number } } } },
    ];
    expect(result.data.json.total).toBe(all);
    expect(result.data.json.items).toHaveLength(2);
  });
});

describe("a catalog page's listings", () => {
  it("read exactly as each listing's own page, every field", async () => {
    for (const query of [
      'sort=newest',
      'sort=top-rated',
      `sort=distance&lat=${DEALE.lat}&lng=${DEALE.lng}`,
    ]) {
      const { items } = await get(`/api/catches?${query}&limit=100`);
      expect(items.length).toBeGreaterThan(15);
      for (const item of items) {
        const { distanceMiles, ...listed } = item;
        const own = (await (await client.get(`/api/catches/${item.id}`)).json()) as CatchDto;
        const { pickupSlots: _slots, ...detail } = own;
        expect(listed).toEqual(detail);
        if (query.includes('lat='))
          expect(distanceMiles === null || typeof distanceMiles === 'number').toBe(true);
        else expect(distanceMiles).toBeUndefined();
      }
    }
  });
});
