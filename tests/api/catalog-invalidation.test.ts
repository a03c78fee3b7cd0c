/**
 * The catalog read cache drops, after a write, exactly the answers the write may have changed
 * (decision 034): a listing-only change (stock that stays above zero, the lot code) drops the
 * pages that show that listing and its own answer, and keeps every other page; anything else drops
 * them all. Whatever the writes, a cached answer equals what a fresh read finds, on both engines,
 * in the writing app at once and in a second app on the same database once its engine has told it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../src/server/db/client';
import { catches } from '../../src/server/db/tables';
import { inTransaction } from '../../src/server/db/transaction';
import { createCatalogRepo } from '../../src/server/features/catalog/catalog.repo';
import { createCatalogService } from '../../src/server/features/catalog/catalog.service';
import { createSlotBookingsRepo } from '../../src/server/features/orders/slot-bookings.repo';
import { AppError } from '../../src/server/lib/app-error';
import { catalogListQuery } from '../../src/shared/catch.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createPostgresDatabase } from '../helpers/test-database';
import { createCatch, sellerWithCatch } from './order-helpers';

/** The filters buyers use most, as the REST list takes them. */
const filters = [
  'limit=6',
  'limit=2',
  'limit=2&offset=2',
  'sort=price-low&limit=3',
  'maxPrice=60&limit=6',
  'species=Oysters',
  'q=Jimmies&limit=4',
];

/** The catalog as read now, without any cache: a service of its own for each read. */
function freshCatalog(t: TestApp) {
  return createCatalogService({
    repo: createCatalogRepo(t.db),
    slotBookings: createSlotBookingsRepo(t.db),
    geocoder: {
      geocodeAddress: async () => null,
      suggest: async () => [],
    } as unknown as Parameters<typeof createCatalogService>[0]['geocoder'],
    // The test apps run with seasons off (tests/helpers/test-app.ts).
    seasons: { inSeasonReader: async () => () => false },
  });
}

/** What the app answers for a list and what a fresh read finds, as JSON with the total. */
async function listBoth(t: TestApp, filter: string) {
  const res = await t.app.request(`/api/catches?${filter}`);
  const cached = { items: await res.json(), total: res.headers.get('X-Total-Count') };
  const query = catalogListQuery.parse(Object.fromEntries(new URLSearchParams(filter)));
  const fresh = await freshCatalog(t).list(query);
  return {
    cached,
    fresh: {
      items: JSON.parse(JSON.stringify(fresh.items)),
      total: fresh.total === undefined ? null : String(fresh.total),
    },
  };
}

async function byIdBoth(t: TestApp, id: string) {
  const res = await t.app.request(`/api/catches/${id}`);
  const cached = res.status === 200 ? await res.json() : res.status;
  const fresh = await freshCatalog(t)
    .getCatch(id, null)
    .then(
      (dto) => JSON.parse(JSON.stringify(dto)),
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return 404;
        throw error;
      },
    );
  return { cached, fresh };
}

type Write =
  | { kind: 'sell'; listing: number; qty: number }
  | { kind: 'restock'; listing: number; qty: number }
  | { kind: 'lot'; listing: number }
  | { kind: 'price'; listing: number; cents: number }
  | { kind: 'hide'; listing: number; hidden: boolean }
  | { kind: 'add'; cents: number };

/** The writes a day on the marketplace makes, as the features write them. */
async function apply(t: TestApp, ids: string[], crabberId: string, write: Write) {
  if (write.kind === 'add') {
    ids.push((await createCatch(t.db, crabberId, { unitPriceCents: write.cents })).id);
    return;
  }
  const where = eq(catches.id, ids[write.listing % ids.length]!);
  switch (write.kind) {
    case 'sell':
      // Checkout's take (checkout.repo.ts), inside a transaction as checkout's: it may sell out.
      await inTransaction(t.db, async () => {
        await t.db
          .update(catches)
          .set({
            qtyAvailable: sql`case when ${catches.qtyAvailable} > ${write.qty} then ${catches.qtyAvailable} - ${write.qty} else 0 end`,
          })
          .where(where);
      });
      return;
    case 'restock':
      await t.db.update(catches).set({ qtyAvailable: write.qty }).where(where);
      return;
    case 'lot':
      await t.db
        .update(catches)
        .set({ lotCode: `LOT-${write.listing}-${Date.now()}` })
        .where(where);
      return;
    case 'price':
      await t.db.update(catches).set({ unitPriceCents: write.cents }).where(where);
      return;
    case 'hide':
      await t.db
        .update(catches)
        .set({ hiddenAt: write.hidden ? new Date() : null })
        .where(where);
  }
}

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('sell' as const), listing: fc.nat(20), qty: fc.integer({ min: 1, max: 4 }) }),
  fc.record({
    kind: fc.constant('restock' as const),
    listing: fc.nat(20),
    qty: fc.integer({ min: 0, max: 9 }),
  }),
  fc.record({ kind: fc.constant('lot' as const), listing: fc.nat(20) }),
  fc.record({
    kind: fc.constant('price' as const),
    listing: fc.nat(20),
    cents: fc.integer({ min: 20, max: 90 }).map((dollars) => dollars * 100),
  }),
  fc.record({ kind: fc.constant('hide' as const), listing: fc.nat(20), hidden: fc.boolean() }),
  fc.record({
    kind: fc.constant('add' as const),
    cents: fc.integer({ min: 20, max: 90 }).map((dollars) => dollars * 100),
  }),
);
type Step = { read: number } | { byId: number } | Write;
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ read: fc.nat(filters.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ byId: fc.nat(20) }) },
  { weight: 2, arbitrary: writeArb },
);

/** `sqlite` file or PostgreSQL database shared by two apps, as two processes would share it. */
async function twoApps() {
  if (engine === 'postgres') {
    const postgresName = await createPostgresDatabase();
    return {
      writer: await createTestApp({}, { postgresName }),
      reader: await createTestApp({}, { postgresName }),
      cleanUp: () => {},
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-invalidation-'));
  const sqlitePath = join(dir, 'shared.db');
  return {
    writer: await createTestApp({}, { sqlitePath }),
    reader: await createTestApp({}, { sqlitePath }),
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe('catalog read cache after writes', () => {
  it('answers as a fresh read would after any writes, pages and listings alike', async () => {
    const t = await createTestApp();
    const { listing, profile } = await sellerWithCatch(t, { qtyAvailable: 6 });
    const ids = [listing.id];
    for (const cents of [2500, 4000, 5500, 7000])
      ids.push((await createCatch(t.db, profile.id, { unitPriceCents: cents })).id);
    await createCatch(t.db, profile.id, { species: 'Oysters', unitPriceCents: 3000 });

    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 4, maxLength: 24 }), async (steps) => {
        for (const step of steps) {
          if ('read' in step) {
            const { cached, fresh } = await listBoth(t, filters[step.read]!);
            expect(cached).toEqual(fresh);
          } else if ('byId' in step) {
            const { cached, fresh } = await byIdBoth(t, ids[step.byId % ids.length]!);
            expect(cached).toEqual(fresh);
          } else await apply(t, ids, profile.id, step);
        }
      }),
      { numRuns: 25, seed: 34 },
    );
  });

  it('keeps the pages a sale does not show and drops the ones it does', async () => {
    const t = await createTestApp();
    const { listing, profile } = await sellerWithCatch(t, { qtyAvailable: 6, unitPriceCents: 2000 });
    await createCatch(t.db, profile.id, { unitPriceCents: 9000 });
    const cheap = { sort: 'price-low', limit: 1, offset: 0 } as const;
    const dear = { sort: 'price-high', limit: 1, offset: 0 } as const;
    const [cheapPage, dearPage] = [
      await t.services.catalog.listPage(cheap),
      await t.services.catalog.listPage(dear),
    ];
    expect(cheapPage.items[0]?.id).toBe(listing.id);

    // Checkout takes one: the listing stays in stock, so only the page showing it is read again.
    await t.db.update(catches).set({ qtyAvailable: 5, lotCode: 'LOT-1' }).where(eq(catches.id, listing.id));
    const [cheapAfter, dearAfter] = [
      await t.services.catalog.listPage(cheap),
      await t.services.catalog.listPage(dear),
    ];
    expect(dearAfter.items).toBe(dearPage.items);
    expect(cheapAfter.items[0]).toMatchObject({ id: listing.id, qtyAvailable: 5, lotCode: 'LOT-1' });
    expect((await (await t.app.request(`/api/catches/${listing.id}`)).json()).qtyAvailable).toBe(5);

    // Sold out: the listing leaves every answer, so every page is read again.
    await t.db.update(catches).set({ qtyAvailable: 0 }).where(eq(catches.id, listing.id));
    const [cheapGone, dearGone] = [
      await t.services.catalog.listPage(cheap),
      await t.services.catalog.listPage(dear),
    ];
    expect(dearGone.items).not.toBe(dearPage.items);
    expect(cheapGone.items[0]?.id).not.toBe(listing.id);
    expect(cheapGone.total).toBe(1);
  });

  it('tells a second app on the same database which listing a sale changed', async () => {
    const { writer, reader, cleanUp } = await twoApps();
    try {
      const { listing, profile } = await sellerWithCatch(writer, { qtyAvailable: 6, unitPriceCents: 2000 });
      await createCatch(writer.db, profile.id, { unitPriceCents: 9000 });
      const cheap = { sort: 'price-low', limit: 1, offset: 0 } as const;
      const dear = { sort: 'price-high', limit: 1, offset: 0 } as const;
      // The reader may hear of the set-up writes a moment late (PostgreSQL's notices).
      await vi.waitFor(async () => expect((await reader.services.catalog.listPage(cheap)).total).toBe(2));
      const dearPage = await reader.services.catalog.listPage(dear);

      await writer.db.update(catches).set({ qtyAvailable: 5 }).where(eq(catches.id, listing.id));
      await vi.waitFor(
        async () => expect((await reader.services.catalog.listPage(cheap)).items[0]?.qtyAvailable).toBe(5),
        { timeout: 2_000 },
      );
      // On SQLite another connection's commit tells nothing finer than "changed": every page goes.
      const dearAfter = await reader.services.catalog.listPage(dear);
      if (engine === 'postgres') expect(dearAfter.items).toBe(dearPage.items);
      else expect(dearAfter.items).toEqual(dearPage.items);

      await writer.db.update(catches).set({ unitPriceCents: 9900 }).where(eq(catches.id, listing.id));
      await vi.waitFor(
        async () => expect((await reader.services.catalog.listPage(dear)).items[0]?.id).toBe(listing.id),
        { timeout: 2_000 },
      );
      for (const filter of filters) {
        const { cached, fresh } = await listBoth(reader, filter);
        expect(cached).toEqual(fresh);
      }
    } finally {
      cleanUp();
    }
  });
});
