import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { engine } from '../../src/server/db/client';
import { crabberProfiles } from '../../src/server/db/tables';
import { type CatalogCriteria, createCatalogRepo } from '../../src/server/features/catalog/catalog.repo';
import type { CatchDto } from '../../src/shared/catch.schema';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { daysFromNow, hoursAgo, insertCatch, insertSeller, NOW } from './catalog-factory';

let t: TestApp;
let client: ReturnType<typeof createClient>;
beforeEach(async () => {
  t = await createTestApp({}, { now: () => NOW });
  client = createClient(t.app);
});

describe('GET /api/catches/{id}', () => {
  it('returns one listing with its seller nested', async () => {
    const seller = await insertSeller(t.db, { displayName: 'Lankford Oyster Farm', bio: null });
    const listing = await insertCatch(t.db, seller.id, { title: 'Selects', qtyAvailable: 0 });
    const res = await client.get(`/api/catches/${listing.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as CatchDto;
    // Out of stock still shows (Add to Cart is disabled there), unlike in lists.
    expect(body).toMatchObject({ id: listing.id, title: 'Selects', qtyAvailable: 0 });
    expect(body.crabber).toMatchObject({ id: seller.id, displayName: 'Lankford Oyster Farm', bio: null });
  });

  it('answers 404 with a message for unknown and malformed ids', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", '%00']) {
      const res = await client.get(`/api/catches/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ message: 'Catch not found' });
    }
  });

  it('hides inactive and expired listings from buyers', async () => {
    const seller = await insertSeller(t.db);
    const inactive = await insertCatch(t.db, seller.id, { isActive: false });
    const expired = await insertCatch(t.db, seller.id, { expiresAt: hoursAgo(1) });
    expect((await client.get(`/api/catches/${inactive.id}`)).status).toBe(404);
    expect((await client.get(`/api/catches/${expired.id}`)).status).toBe(404);
  });

  it('shows the seller their own inactive listing', async () => {
    const registered = await client.post('/api/auth/register', {
      email: 'owner@bay.test',
      password: 'correct-horse-battery',
      firstName: 'Ray',
      lastName: 'Dobbins',
    });
    const { id: userId } = (await registered.json()) as { id: string };
    const seller = await insertSeller(t.db);
    await t.db.update(crabberProfiles).set({ userId }).where(eq(crabberProfiles.id, seller.id));
    const inactive = await insertCatch(t.db, seller.id, { isActive: false });
    expect((await client.get(`/api/catches/${inactive.id}`)).status).toBe(200);
    expect((await createClient(t.app).get(`/api/catches/${inactive.id}`)).status).toBe(404);
  });
});

describe('GET /api/catches/promoted', () => {
  it('lists only listings promoted until a future time, at most six', async () => {
    const seller = await insertSeller(t.db);
    for (let i = 0; i < 7; i++) {
      await insertCatch(t.db, seller.id, {
        title: `Promo ${i}`,
        isPromoted: true,
        promotedUntil: daysFromNow(1 + i),
      });
    }
    await insertCatch(t.db, seller.id, { title: 'Lapsed', isPromoted: true, promotedUntil: hoursAgo(1) });
    await insertCatch(t.db, seller.id, { title: 'Flag only', isPromoted: true, promotedUntil: null });
    await insertCatch(t.db, seller.id, {
      title: 'Date only',
      isPromoted: false,
      promotedUntil: daysFromNow(3),
    });
    await insertCatch(t.db, seller.id, {
      title: 'Promoted but expired',
      isPromoted: true,
      promotedUntil: daysFromNow(3),
      expiresAt: hoursAgo(2),
    });
    const res = await client.get('/api/catches/promoted');
    expect(res.status).toBe(200);
    const titles = ((await res.json()) as CatchDto[]).map((listing) => listing.title);
    expect(titles).toEqual(['Promo 6', 'Promo 5', 'Promo 4', 'Promo 3', 'Promo 2', 'Promo 1']);
  });

  it('is an empty list when nothing is featured', async () => {
    expect(await (await client.get('/api/catches/promoted')).json()).toEqual([]);
  });
});

describe('refusals: bad query values are a 400 with a message, never a 5xx', () => {
  it.each([
    ['minPrice=abc', /minPrice: Enter a price in dollars/],
    ['maxPrice=12.345', /maxPrice: Enter a price in dollars/],
    ['minPrice=90&maxPrice=10', /minimum price is above the maximum/],
    ['maxPrice=99999999999999999999', /price/],
    ['minPrice=-5', /price in dollars/],
    ['species=kraken', /species: Choose a species/],
    ['species=crabs&species=fish', /species: Give this parameter once/],
    ['prep=deep-fried', /prep: Choose a preparation/],
    ['sizeMix=gigantic', /sizeMix: Choose a size/],
    ['sort=cheapest', /sort: Sort by one of/],
    ['distance=far', /distance/],
    ['distance=100000', /distance of at most 500/],
    ['pickupDate=tomorrow', /pickupDate: Enter the pickup date as YYYY-MM-DD/],
    ['limit=0', /limit of at least 1/],
    ['limit=1e6', /limit/],
    ['offset=-3', /offset of at least 0/],
    ['lat=38.9', /both latitude and longitude/],
    ['lat=north&lng=west', /latitude as a number/],
    [`q=${'x'.repeat(101)}`, /q: Use at most 100 characters/],
  ])('%s', async (query, message) => {
    const res = await client.get(`/api/catches?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toMatch(message);
    expect(body.errors).toBeTypeOf('object');
  });

  it('ignores parameters it does not know', async () => {
    expect((await client.get('/api/catches?color=blue')).status).toBe(200);
  });
});

// SQLite's EXPLAIN QUERY PLAN and its index names: PostgreSQL plans its queries its own way.
describe.skipIf(engine === 'postgres')('query plans', () => {
  const base: CatalogCriteria = { now: NOW, nowMinuteOfWeek: 0, sort: 'newest' };
  const plan = (query: string) => {
    const params = Array.from({ length: (query.match(/\?/g) ?? []).length }, () => 1);
    return (t.sqlite!.prepare(`explain query plan ${query}`).all(...params) as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
  };

  it.each<[string, Partial<CatalogCriteria>, RegExp]>([
    ['the first page, newest first', {}, /catches_browse_posted_idx/],
    ['a species page', { speciesGroup: 'Fish' }, /catches_browse_group_posted_idx/],
    ['cheapest first', { sort: 'price-low' }, /catches_browse_price_idx/],
    [
      'a species under a price, dearest first',
      { speciesGroup: 'Blue Crab', maxPriceCents: 10000, sort: 'price-high' },
      /catches_browse_group_price_idx/,
    ],
    [
      'species, prep, size and weekday',
      { speciesGroup: 'Oysters', prep: 'live', sizeMix: 'selects', pickupDayBit: 4 },
      /catches_browse_group/,
    ],
  ])('%s runs on a browse index, with no table scan or sort', (_name, criteria, index) => {
    const { list, count } = createCatalogRepo(t.db).sqlFor({ ...base, ...criteria });
    const listPlan = plan(list);
    expect(listPlan).toMatch(index);
    expect(listPlan).not.toMatch(/SCAN "?catches"?( |$)(?!USING)/m);
    // The one full sort allowed is of the page's own rows, after the index walk picked them; ties
    // within the index order may be sorted among themselves ("RIGHT PART" / "LAST TERM").
    expect(listPlan.match(/USE TEMP B-TREE FOR ORDER BY/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(listPlan).toMatch(/LIST SUBQUERY|rowid=\?/);
    expect(plan(count)).toMatch(/USING (COVERING )?INDEX catches_browse/);
  });

  it("walks one seller's listings on catches_crabber_idx for a storefront, with no table scan", () => {
    const { list, count } = createCatalogRepo(t.db).sqlFor({
      ...base,
      crabberId: '00000000-0000-4000-8000-000000000000',
    });
    const listPlan = plan(list);
    expect(listPlan).toMatch(/catches_crabber_idx/);
    expect(listPlan).not.toMatch(/SCAN "?catches"?( |$)(?!USING)/m);
    expect(plan(count)).toMatch(/catches_crabber_idx/);
  });

  it('narrows sellers to a box around the origin for the distance filter', () => {
    const { count } = createCatalogRepo(t.db).sqlFor({
      ...base,
      origin: { lat: 38.9, lng: -76.5 },
      within: { miles: 10, box: { minLat: 38.7, maxLat: 39.1, minLng: -76.7, maxLng: -76.3 } },
    });
    expect(plan(count)).toMatch(/crabber_profiles_location_idx/);
  });
});
