import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { crabberProfiles } from '../../src/server/db/tables';
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
beforeEach(async () => {
  t = await createTestApp({}, { now: () => NOW });
  client = createClient(t.app);
});

async function titles(query: string): Promise<string[]> {
  const res = await client.get(`/api/catches${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as CatchDto[]).map((listing) => listing.title);
}

describe('GET /api/catches: what buyers see', () => {
  it('lists only active, unexpired listings with stock', async () => {
    const seller = await insertSeller(t.db);
    await insertCatch(t.db, seller.id, { title: 'Fresh' });
    await insertCatch(t.db, seller.id, { title: 'Inactive', isActive: false });
    await insertCatch(t.db, seller.id, { title: 'Expired', expiresAt: hoursAgo(1) });
    await insertCatch(t.db, seller.id, { title: 'Sold out', qtyAvailable: 0 });
    expect(await titles('')).toEqual(['Fresh']);
  });

  it('returns the catch with money as a decimal string and the seller nested as crabber', async () => {
    const seller = await insertSeller(t.db, {
      displayName: 'Dobbins Crab Co.',
      bio: 'Trotlines out of Deale',
      pickupInstructions: 'End of the bulkhead',
      heroPhotoUrl: '/images/sellers/default-hero.svg',
      profileImageUrl: '/images/sellers/avatar-1.svg',
    });
    await insertCatch(t.db, seller.id, { title: 'Jumbos', unitPriceCents: 8550, photos: ['/a.svg'] });
    const [listing] = (await (await client.get('/api/catches')).json()) as CatchDto[];
    expect(listing).toMatchObject({
      title: 'Jumbos',
      unitPrice: '85.50',
      photos: ['/a.svg'],
      isPromoted: false,
      promotedUntil: null,
      crabber: {
        id: seller.id,
        displayName: 'Dobbins Crab Co.',
        bio: 'Trotlines out of Deale',
        verificationStatus: 'approved',
        sellerType: 'commercial_fisher',
        pickupLocationAddress: '6003 Drum Point Road, Deale, MD 20751',
        pickupLocationLat: DEALE.lat,
        pickupLocationLng: DEALE.lng,
        pickupInstructions: 'End of the bulkhead',
        profileImageUrl: '/images/sellers/avatar-1.svg',
        heroPhotoUrl: '/images/sellers/default-hero.svg',
      },
    });
    expect(listing).not.toHaveProperty('promotionPaymentId');
    expect(listing).not.toHaveProperty('distanceMiles');
    expect(listing?.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages with limit and offset and reports the total in X-Total-Count', async () => {
    const seller = await insertSeller(t.db);
    for (let i = 1; i <= 8; i++)
      await insertCatch(t.db, seller.id, { title: `L${i}`, postedAt: hoursAgo(i) });
    const res = await client.get('/api/catches?limit=3&offset=3');
    expect(res.headers.get('x-total-count')).toBe('8');
    expect(((await res.json()) as CatchDto[]).map((listing) => listing.title)).toEqual(['L4', 'L5', 'L6']);
    expect(await titles('?limit=3')).toEqual(['L1', 'L2', 'L3']);
    expect((await client.get('/api/catches')).headers.get('x-total-count')).toBeNull();
  });
});

describe('GET /api/catches: filters', () => {
  beforeEach(async () => {
    const deale = await insertSeller(t.db, { displayName: 'Dobbins Crab Co.' });
    const rockHall = await insertSeller(t.db, {
      displayName: 'Whitaker Rockfish',
      pickupLocationAddress: '5748 Main Street, Rock Hall, MD 21661',
      pickupLocationLat: ROCK_HALL.lat,
      pickupLocationLng: ROCK_HALL.lng,
    });
    const nowhere = await insertSeller(t.db, {
      displayName: 'No Address Crabs',
      pickupLocationAddress: null,
      pickupLocationLat: null,
      pickupLocationLng: null,
    });
    await insertCatch(t.db, deale.id, {
      title: 'Live jumbos',
      unitPriceCents: 28500,
      pickupWindows: [{ start: 'Tuesday 13:00', end: 'Tuesday 17:00' }],
    });
    await insertCatch(t.db, deale.id, {
      title: 'Steamed #1',
      prep: 'steamed',
      sizeMix: '#1',
      unitPriceCents: 8500,
      pickupWindows: [{ start: 'Thursday 13:00', end: 'Thursday 17:00' }],
    });
    await insertCatch(t.db, deale.id, {
      title: 'Softs',
      category: 'soft-shell',
      species: 'Soft Shell',
      sizeMix: 'soft-shell',
      unitPriceCents: 6000,
    });
    await insertCatch(t.db, rockHall.id, {
      title: 'Rockfish fillets',
      description: 'Skin-on striped bass',
      category: 'fish',
      species: 'Striped Bass',
      prep: 'filleted',
      sizeMix: 'large',
      unitPriceCents: 1650,
    });
    await insertCatch(t.db, rockHall.id, {
      title: 'Perch',
      category: 'fish',
      species: 'White Perch',
      prep: 'cleaned',
      sizeMix: 'medium',
      unitPriceCents: 900,
    });
    await insertCatch(t.db, rockHall.id, {
      title: 'Catfish',
      category: 'fish',
      species: 'Other',
      prep: 'whole',
      sizeMix: 'large',
      unitPriceCents: 700,
    });
    await insertCatch(t.db, nowhere.id, {
      title: 'Selects',
      category: 'oysters',
      species: 'Oysters',
      sizeMix: 'selects',
      unitPriceCents: 1800,
      pickupWindows: [{ start: 'sometime', end: 'later' }],
    });
    await insertCatch(t.db, nowhere.id, {
      title: 'Mystery',
      category: 'crabs',
      species: 'Other',
      unitPriceCents: 100,
    });
  });

  const sorted = (list: string[]) => [...list].sort();

  it('species: Fish matches Striped Bass, White Perch and the fish category', async () => {
    expect(sorted(await titles('?species=Fish'))).toEqual(['Catfish', 'Perch', 'Rockfish fillets']);
    expect(sorted(await titles('?species=fish'))).toEqual(['Catfish', 'Perch', 'Rockfish fillets']);
  });

  it("species: the landing's 'crabs' is Blue Crab; Soft Shell and Oysters stand apart; 'all' is everything", async () => {
    expect(sorted(await titles('?species=crabs'))).toEqual(['Live jumbos', 'Steamed #1']);
    expect(sorted(await titles('?species=Blue%20Crab'))).toEqual(['Live jumbos', 'Steamed #1']);
    expect(await titles('?species=Soft%20Shell')).toEqual(['Softs']);
    expect(await titles('?species=oysters')).toEqual(['Selects']);
    expect(await titles('?species=Scallops')).toEqual([]);
    expect((await titles('?species=all')).length).toBe(8);
  });

  it('prep and size', async () => {
    expect(await titles('?prep=steamed')).toEqual(['Steamed #1']);
    expect(await titles('?species=Fish&prep=filleted')).toEqual(['Rockfish fillets']);
    expect(await titles('?sizeMix=%231')).toEqual(['Steamed #1']);
    expect(sorted(await titles('?sizeMix=large'))).toEqual(['Catfish', 'Rockfish fillets']);
    expect((await titles('?prep=&sizeMix=any')).length).toBe(8);
  });

  it('price range in dollars, inclusive', async () => {
    expect(sorted(await titles('?minPrice=60&maxPrice=85'))).toEqual(['Softs', 'Steamed #1']);
    expect(sorted(await titles('?maxPrice=9'))).toEqual(['Catfish', 'Mystery', 'Perch']);
    expect(await titles('?minPrice=200')).toEqual(['Live jumbos']);
  });

  it('pickup date keeps listings with an open pickup that day (pickup-date-filter.test.ts has the rule)', async () => {
    expect(await titles('?pickupDate=2025-06-10')).toEqual(['Live jumbos']); // next Tuesday
    expect(await titles('?pickupDate=2025-06-05')).toEqual(['Steamed #1']); // tomorrow, Thursday
    expect((await titles('?pickupDate=2025-06-07')).length).toBe(5); // Saturday: the factory default
    expect(await titles('?pickupDate=2025-06-09')).toEqual([]); // Monday
    expect(await titles('?pickupDate=2025-06-03')).toEqual([]); // yesterday's Tuesday: gone
  });

  it('distance from coordinates keeps sellers within the radius', async () => {
    const nearDeale = `lat=${DEALE.lat + 0.01}&lng=${DEALE.lng}`;
    expect(sorted(await titles(`?${nearDeale}&distance=10`))).toEqual(['Live jumbos', 'Softs', 'Steamed #1']);
    expect((await titles(`?${nearDeale}&distance=50`)).length).toBe(6);
    // Without a distance the location only measures; nothing is dropped.
    expect((await titles(`?${nearDeale}`)).length).toBe(8);
  });

  it('distance from a place name the gazetteer knows, and the distance on each listing', async () => {
    const res = await client.get('/api/catches?location=Rock%20Hall%2C%20MD&distance=10');
    const body = (await res.json()) as CatchDto[];
    expect(body.map((listing) => listing.title).sort()).toEqual(['Catfish', 'Perch', 'Rockfish fillets']);
    for (const listing of body) expect(listing.distanceMiles).toBeLessThan(2);
  });

  it('ignores a location nobody can find instead of failing the search', async () => {
    expect((await titles('?location=Atlantis%20under%20the%20sea&distance=10')).length).toBe(8);
  });

  it('q searches title, description, species and seller name', async () => {
    expect(await titles('?q=fillets')).toEqual(['Rockfish fillets']);
    expect(await titles('?q=skin-on')).toEqual(['Rockfish fillets']);
    expect(await titles('?q=white%20perch')).toEqual(['Perch']);
    expect(sorted(await titles('?q=whitaker'))).toEqual(['Catfish', 'Perch', 'Rockfish fillets']);
    expect(await titles('?q=100%25')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await titles('?species=Fish&maxPrice=10&prep=cleaned')).toEqual(['Perch']);
  });

  it("crabberId keeps one seller's listings (their storefront), newest first, with the other filters", async () => {
    const rockHall = first(
      await t.db.select().from(crabberProfiles).where(eq(crabberProfiles.displayName, 'Whitaker Rockfish')),
    )!;
    expect(await titles(`?crabberId=${rockHall.id}`)).toEqual(['Rockfish fillets', 'Perch', 'Catfish']);
    expect(await titles(`?crabberId=${rockHall.id}&maxPrice=10`)).toEqual(['Perch', 'Catfish']);
    expect(await titles(`?crabberId=${rockHall.id}&sort=price-low`)).toEqual([
      'Catfish',
      'Perch',
      'Rockfish fillets',
    ]);
    const page = await client.get(`/api/catches?crabberId=${rockHall.id}&limit=2`);
    expect(page.headers.get('x-total-count')).toBe('3');
    expect(await titles('?crabberId=00000000-0000-4000-8000-000000000000')).toEqual([]);
    // Empty, 'all' and 'any' mean no filter, as for every other parameter.
    expect((await titles('?crabberId=')).length).toBe(8);
  });

  it("crabberId shows only what buyers may see of that seller's listings", async () => {
    const seller = await insertSeller(t.db);
    await insertCatch(t.db, seller.id, { title: 'On sale' });
    await insertCatch(t.db, seller.id, { title: 'Hidden', isActive: false });
    await insertCatch(t.db, seller.id, { title: 'Gone', expiresAt: hoursAgo(1) });
    await insertCatch(t.db, seller.id, { title: 'Sold out', qtyAvailable: 0 });
    expect(await titles(`?crabberId=${seller.id}`)).toEqual(['On sale']);
  });

  describe('sort', () => {
    it('price-low and price-high', async () => {
      expect(await titles('?sort=price-low&limit=3')).toEqual(['Mystery', 'Catfish', 'Perch']);
      expect(await titles('?sort=price-high&limit=3')).toEqual(['Live jumbos', 'Steamed #1', 'Softs']);
    });

    it('newest first', async () => {
      const listed = await titles('?sort=newest');
      expect(listed[0]).toBe('Live jumbos');
      expect(listed.at(-1)).toBe('Mystery');
    });

    it('distance: nearest first, sellers without coordinates last', async () => {
      const listed = await titles(`?sort=distance&lat=${BALTIMORE.lat}&lng=${BALTIMORE.lng}`);
      // Rock Hall is nearer Baltimore than Deale is.
      expect(listed.slice(0, 3).sort()).toEqual(['Catfish', 'Perch', 'Rockfish fillets']);
      expect(listed.slice(3, 6).sort()).toEqual(['Live jumbos', 'Softs', 'Steamed #1']);
      expect(listed.slice(6).sort()).toEqual(['Mystery', 'Selects']);
    });

    it('distance without a location falls back to newest', async () => {
      expect(await titles('?sort=distance')).toEqual(await titles('?sort=newest'));
    });

    it('pickup-time: soonest upcoming window first, unreadable windows last', async () => {
      // Wednesday 10:00 now: Thursday comes first, Saturday next, Tuesday wraps to next week.
      const listed = await titles('?sort=pickup-time');
      expect(listed[0]).toBe('Steamed #1');
      expect(listed.indexOf('Live jumbos')).toBe(6);
      expect(listed[7]).toBe('Selects');
    });
  });
});

describe('catalog.list over tRPC', () => {
  it('answers one page with the total and the resolved origin', async () => {
    const seller = await insertSeller(t.db);
    for (let i = 1; i <= 8; i++)
      await insertCatch(t.db, seller.id, { title: `L${i}`, postedAt: hoursAgo(i) });
    const caller = t.services.catalog;
    const page = await caller.listPage({ sort: 'newest', limit: 6, offset: 6, location: 'Deale, MD' });
    expect(page.total).toBe(8);
    expect(page.items.map((listing) => listing.title)).toEqual(['L7', 'L8']);
    expect(page.origin?.formattedAddress).toBe('Deale, MD');

    const input = encodeURIComponent(
      JSON.stringify({ 0: { json: { limit: 6, offset: 0, species: 'crabs' } } }),
    );
    const res = await client.get(`/trpc/catalog.list?batch=1&input=${input}`);
    expect(res.status).toBe(200);
    const [answer] = (await res.json()) as {
      result: { data: { json: { total: number; items: unknown[] } } };
    }[];
    expect(answer?.result.data.json.total).toBe(8);
    expect(answer?.result.data.json.items).toHaveLength(6);
  });

  it("filters one seller's page by crabberId, as the storefront asks", async () => {
    const mine = await insertSeller(t.db);
    const other = await insertSeller(t.db);
    for (let i = 1; i <= 3; i++)
      await insertCatch(t.db, mine.id, { title: `Mine ${i}`, postedAt: hoursAgo(i) });
    await insertCatch(t.db, other.id, { title: 'Theirs', postedAt: hoursAgo(0.5) });
    const input = encodeURIComponent(
      JSON.stringify({ 0: { json: { crabberId: mine.id, limit: 2, offset: 0 } } }),
    );
    const res = await client.get(`/trpc/catalog.list?batch=1&input=${input}`);
    expect(res.status).toBe(200);
    const [answer] = (await res.json()) as {
      result: { data: { json: { total: number; items: CatchDto[] } } };
    }[];
    expect(answer?.result.data.json.total).toBe(3);
    expect(answer?.result.data.json.items.map((listing) => listing.title)).toEqual(['Mine 1', 'Mine 2']);
  });

  it('refuses a crabberId that is not an id, over REST and tRPC alike', async () => {
    const rest = await client.get('/api/catches?crabberId=dobbins');
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { message: string }).message).toMatch(
      /crabberId: Give the seller as an id/,
    );
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { crabberId: 'dobbins' } } }));
    const res = await client.get(`/trpc/catalog.list?batch=1&input=${input}`);
    expect(res.status).toBe(400);
  });

  it('refuses bad filters with a 400 and a readable message', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { minPrice: 'cheap' } } }));
    const res = await client.get(`/trpc/catalog.list?batch=1&input=${input}`);
    expect(res.status).toBe(400);
    const [answer] = (await res.json()) as { error: { json: { message: string } } }[];
    expect(answer?.error.json.message).toMatch(/minPrice: Enter a price in dollars/);
  });
});

describe('map markers', () => {
  it('groups matching listings by seller at their pickup coordinates', async () => {
    const deale = await insertSeller(t.db, { displayName: 'Deale Crabs' });
    const nowhere = await insertSeller(t.db, { pickupLocationLat: null, pickupLocationLng: null });
    for (let i = 0; i < 7; i++) await insertCatch(t.db, deale.id, { title: `Deale ${i}` });
    await insertCatch(t.db, nowhere.id);
    await insertCatch(t.db, deale.id, { title: 'Old', expiresAt: daysFromNow(-1) });
    const markers = await t.services.catalog.listMapMarkers({ sort: 'newest' });
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({
      crabberId: deale.id,
      displayName: 'Deale Crabs',
      lat: DEALE.lat,
      lng: DEALE.lng,
      listingCount: 7,
    });
    expect(markers[0]?.listings).toHaveLength(5);
    expect(markers[0]?.listings[0]).toMatchObject({ unitPrice: '50.00', unitType: 'dozen' });
  });
});
