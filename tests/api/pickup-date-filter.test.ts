/**
 * The marketplace's pickup-date filter keeps the listings a buyer could collect that day: those
 * with an open dated pickup on it, by the catch page's own rule (expiry, the seller's cut-off,
 * capacity and closed days, the two-week horizon), with pages and totals to match, REST and tRPC.
 * The clock: Wednesday 25 November 2026, 10:00 at the dock; Saturday is the 28th, Tuesday 1 December.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { closedPickupDays, crabberProfiles } from '../../src/server/db/tables';
import type { CatchDto } from '../../src/shared/catch.schema';
import type { TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  createCatch,
  datedPickupsApp,
  json,
  placeOrder,
  SATURDAY,
  signedInBuyer,
  TUESDAY,
  WEDNESDAY_MORNING,
} from './order-helpers';

const DAY = 24 * 60 * 60 * 1000;

async function titlesOn(t: TestApp, date: string, extra = ''): Promise<string[]> {
  const res = await t.app.request(`/api/catches?pickupDate=${date}${extra}`);
  expect(res.status).toBe(200);
  return (await json<CatchDto[]>(res)).map((listing) => listing.title).sort();
}

describe('GET /api/catches?pickupDate=', () => {
  it('keeps only listings whose pickup that day ends before they expire', async () => {
    const { t, seller } = await datedPickupsApp({ title: 'Week-long' });
    // Expires Sunday noon: Saturday's pickup is open, Tuesday's is after it has gone.
    await createCatch(t.db, seller.profile.id, {
      title: 'Two-day crabs',
      pickupWindows: [SATURDAY, TUESDAY],
      expiresAt: new Date('2026-11-29T17:00:00Z'),
    });
    expect(await titlesOn(t, '2026-11-28')).toEqual(['Two-day crabs', 'Week-long']);
    expect(await titlesOn(t, '2026-12-01')).toEqual(['Week-long']);
    // Monday: nobody has a window.
    expect(await titlesOn(t, '2026-11-30')).toEqual([]);
  });

  it('lists nothing for a date past the two-week horizon or already gone, though the weekday matches', async () => {
    const { t } = await datedPickupsApp({ expiresAt: new Date(WEDNESDAY_MORNING.getTime() + 120 * DAY) });
    expect(await titlesOn(t, '2026-11-28')).toHaveLength(1);
    expect(await titlesOn(t, '2027-02-27')).toEqual([]); // a Saturday three months out
    expect(await titlesOn(t, '2026-11-21')).toEqual([]); // last Saturday
    const paged = await t.app.request('/api/catches?pickupDate=2027-02-27&limit=6');
    expect(paged.headers.get('x-total-count')).toBe('0');
  });

  it("leaves out a day past the seller's cut-off, a full slot and a day the seller closed", async () => {
    const { t, seller } = await datedPickupsApp({ title: 'Jimmies', qtyAvailable: 50 });
    expect(await titlesOn(t, '2026-11-28')).toEqual(['Jimmies']);

    // Cut-off: Saturday 07:00 less 72 hours is already past.
    await t.db
      .update(crabberProfiles)
      .set({ orderCutoffHours: 72 })
      .where(eq(crabberProfiles.id, seller.profile.id));
    expect(await titlesOn(t, '2026-11-28')).toEqual([]);
    expect(await titlesOn(t, '2026-12-01')).toEqual(['Jimmies']);

    // Capacity: one order fills Saturday's slot.
    await t.db
      .update(crabberProfiles)
      .set({ orderCutoffHours: 2, slotCapacity: 1 })
      .where(eq(crabberProfiles.id, seller.profile.id));
    const buyer = await signedInBuyer(t);
    await placeOrder(buyer.client, seller.listing.id, 1);
    expect(await titlesOn(t, '2026-11-28')).toEqual([]);
    expect(await titlesOn(t, '2026-12-01')).toEqual(['Jimmies']);

    // A closed day.
    await t.db.insert(closedPickupDays).values({ crabberId: seller.profile.id, date: '2026-12-01' });
    expect(await titlesOn(t, '2026-12-01')).toEqual([]);
  });

  it('pages the matches with a total that counts only them, and tRPC answers the same', async () => {
    const { t, seller } = await datedPickupsApp({ title: 'A Saturday and Tuesday' });
    for (const title of ['B Saturday', 'C Saturday', 'D Saturday'])
      await createCatch(t.db, seller.profile.id, {
        title,
        pickupWindows: [SATURDAY],
        expiresAt: new Date(WEDNESDAY_MORNING.getTime() + 7 * DAY),
      });
    // Expiring before Saturday's pickup: on the weekday, but never open that day.
    for (const title of ['E gone', 'F gone'])
      await createCatch(t.db, seller.profile.id, {
        title,
        pickupWindows: [SATURDAY],
        expiresAt: new Date('2026-11-27T12:00:00Z'),
      });
    const seen: string[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const res = await t.app.request(
        `/api/catches?pickupDate=2026-11-28&sort=price-low&limit=2&offset=${offset}`,
      );
      expect(res.headers.get('x-total-count')).toBe('4');
      seen.push(...(await json<CatchDto[]>(res)).map((listing) => listing.title));
    }
    expect(seen.sort()).toEqual(['A Saturday and Tuesday', 'B Saturday', 'C Saturday', 'D Saturday']);

    const trpc = createTrpcTestClient(t.app).client;
    const page = await trpc.catalog.list.query({ pickupDate: '2026-11-28', limit: 3, offset: 0 });
    expect(page.total).toBe(4);
    expect(page.items).toHaveLength(3);
    expect(
      (await trpc.catalog.list.query({ pickupDate: '2026-12-01', limit: 6, offset: 0 })).items.map(
        (i) => i.title,
      ),
    ).toEqual(['A Saturday and Tuesday']);
  });
});
