/**
 * Lot codes and the trace each order line keeps (docs/product/traceability.md): one lot per listing
 * and harvest, a new one when a restock changes the harvest date, and checkout's snapshot of the
 * lot and the catch's origin, which later edits of the listing never change.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches, orderItems } from '../../src/server/db/tables';
import { localDateOf } from '../../src/shared/pickup-slots';
import type { ShellfishTag } from '../../src/shared/traceability-kinds';
import { createSeller, signedInClient } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { createCatch, json, patch, placeOrder, signedInBuyer } from './order-helpers';
import { createSellerTestApp, validListing } from './seller-helpers';

type Listing = { id: string; lotCode: string | null; shellfishTag: ShellfishTag | null };
type Refusal = { message: string; errors?: Record<string, string[]> };

const HOUR = 60 * 60 * 1000;
const stem = (day: string) => `DOB-${day.replaceAll('-', '')}-`;

const TAG: ShellfishTag = {
  harvesterName: 'Marsha Tilghman',
  licenceNumber: 'SH-20931',
  harvestedOn: '2026-11-27',
  areaCode: 'MD-CB-062',
  quantity: 1,
  unit: 'bushel',
  tagNumber: 'T-000451',
};

async function dobbins(t: TestApp) {
  const seller = await createSeller(t.db, { displayName: 'Dobbins Crab Co.' });
  return { ...seller, client: await signedInClient(t.app, seller.user.email) };
}

const post = async (client: Awaited<ReturnType<typeof dobbins>>['client'], body: object) =>
  // Crabs keep two days from harvest, so each listing runs one.
  client.post('/api/catches', {
    ...validListing(),
    expiresAt: new Date(Date.now() + 20 * HOUR).toISOString(),
    ...body,
  });

describe('lot codes', () => {
  it('gives each posted listing its own readable lot for the harvest day, in sequence', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const harvestDate = new Date(Date.now() - 2 * HOUR);
    const day = localDateOf(harvestDate);
    const first = await json<Listing>(await post(seller.client, { harvestDate: harvestDate.toISOString() }));
    const second = await json<Listing>(await post(seller.client, { harvestDate: harvestDate.toISOString() }));
    expect(first.lotCode).toBe(`${stem(day)}01`);
    expect(second.lotCode).toBe(`${stem(day)}02`);
    const read = await json<Listing>(await t.app.request(`/api/catches/${first.id}`));
    expect(read.lotCode).toBe(first.lotCode);
  });

  it('makes a new lot when a restock changes the harvest date, and keeps it for other edits', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const yesterday = new Date(Date.now() - 26 * HOUR);
    const listing = await json<Listing>(
      await post(seller.client, { harvestDate: yesterday.toISOString(), qtyAvailable: 2 }),
    );
    expect(listing.lotCode).toBe(`${stem(localDateOf(yesterday))}01`);

    const titled = await json<Listing>(
      await patch(seller.client, `/api/catches/${listing.id}`, { title: 'Fresh #1s' }),
    );
    expect(titled.lotCode).toBe(listing.lotCode);

    const today = new Date(Date.now() - HOUR);
    const restocked = await patch(seller.client, `/api/catches/${listing.id}`, {
      harvestDate: today.toISOString(),
      qtyAvailable: 10,
    });
    expect(restocked.status).toBe(200);
    const newLot = (await json<Listing>(restocked)).lotCode;
    expect(newLot).not.toBe(listing.lotCode);
    expect(newLot).toMatch(new RegExp(`^${stem(localDateOf(today))}\\d{2}$`));
  });

  it('snapshots the lot and the origin onto the order line at checkout; later edits leave it alone', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const harvestDate = new Date(Date.now() - 3 * HOUR);
    const listing = await createCatch(t.db, seller.profile.id, {
      species: 'Oysters',
      category: 'oysters',
      sizeMix: 'selects',
      harvestDate,
      harvestLocation: 'Broad Creek, Choptank River',
      harvestAreaCode: 'MD-CB-062',
      shellfishTag: TAG,
    });
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, listing.id, 2);

    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    // A listing from before lot codes gets its lot at its first sale.
    const [stored] = await t.db.select().from(catches).where(eq(catches.id, listing.id));
    expect(line!.lotCode).toBe(`${stem(localDateOf(harvestDate))}01`);
    expect(stored!.lotCode).toBe(line!.lotCode);
    expect(line!.trace).toEqual({
      harvestedOn: localDateOf(harvestDate),
      harvestLocation: 'Broad Creek, Choptank River',
      areaCode: 'MD-CB-062',
      shellfishTag: TAG,
    });

    const edited = await patch(seller.client, `/api/catches/${listing.id}`, {
      harvestLocation: 'Harris Creek',
      shellfishTag: { ...TAG, tagNumber: 'T-000999' },
    });
    expect(edited.status).toBe(200);
    const [after] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    expect(after!.lotCode).toBe(line!.lotCode);
    expect(after!.trace).toEqual(line!.trace);
  });
});

describe('shellfish tags on listings', () => {
  it('keeps the tag of oysters in the shell and answers it on catch reads', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const res = await post(seller.client, {
      title: 'Choptank selects',
      species: 'Oysters',
      sizeMix: 'selects',
      unitType: 'bushel',
      harvestAreaCode: '137',
      shellfishTag: { ...TAG, areaCode: '137', tagNumber: '' },
    });
    expect(res.status).toBe(201);
    const { tagNumber: _none, ...withoutNumber } = { ...TAG, areaCode: '137' };
    const listing = await json<Listing>(res);
    expect(listing.shellfishTag).toEqual(withoutNumber);
    expect((await json<Listing>(await t.app.request(`/api/catches/${listing.id}`))).shellfishTag).toEqual(
      withoutNumber,
    );
  });

  it('refuses a tag on anything but shellfish in the shell, and a tag missing its facts', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const onCrabs = await post(seller.client, { shellfishTag: TAG });
    expect(onCrabs.status).toBe(400);
    expect(await json<Refusal>(onCrabs)).toMatchObject({
      message: 'Only oysters and clams in the shell carry a harvester tag',
    });

    const oysters = { species: 'Oysters', sizeMix: 'selects', unitType: 'bushel', harvestAreaCode: '137' };
    const shucked = await post(seller.client, { ...oysters, prep: 'shucked', shellfishTag: TAG });
    expect(shucked.status).toBe(400);

    const { licenceNumber: _missing, ...partial } = TAG;
    const incomplete = await post(seller.client, { ...oysters, shellfishTag: partial });
    expect(incomplete.status).toBe(400);
    const badDate = await post(seller.client, {
      ...oysters,
      shellfishTag: { ...TAG, harvestedOn: '27/11/2026' },
    });
    expect(badDate.status).toBe(400);
  });

  it('requires the tag on oysters and clams in the shell, in their own area and not dated ahead', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const oysters = { species: 'Oysters', sizeMix: 'selects', unitType: 'bushel', harvestAreaCode: '137' };
    const tag = { ...TAG, areaCode: '137' };
    const refusal = async (body: object) => {
      const res = await post(seller.client, { ...oysters, ...body });
      expect(res.status).toBe(400);
      const answer = await json<Refusal>(res);
      expect(answer.errors?.shellfishTag).toEqual([answer.message]);
      return answer.message;
    };
    expect(await refusal({})).toBe("Oysters and clams in the shell need their harvester tag's facts");
    expect(await refusal({ shellfishTag: null })).toBe(
      "Oysters and clams in the shell need their harvester tag's facts",
    );
    expect(await refusal({ species: 'Clams', sizeMix: 'littlenecks', harvestAreaCode: '039' })).toBe(
      "Oysters and clams in the shell need their harvester tag's facts",
    );
    expect(await refusal({ shellfishTag: { ...tag, areaCode: '039' } })).toBe(
      "The tag's harvest area must be the listing's harvest area",
    );
    const tomorrow = localDateOf(new Date(Date.now() + 30 * HOUR));
    expect(await refusal({ shellfishTag: { ...tag, harvestedOn: tomorrow } })).toBe(
      "The tag's harvest date cannot be in the future",
    );
    // Shucked, they carry no tag and need none.
    expect((await post(seller.client, { ...oysters, prep: 'shucked' })).status).toBe(201);
    expect((await post(seller.client, { ...oysters, shellfishTag: tag })).status).toBe(201);
  });

  it('on an edit: moving the area needs the tag to move too; shucking drops the tag', async () => {
    const t = await createSellerTestApp();
    const seller = await dobbins(t);
    const oysters = { species: 'Oysters', sizeMix: 'selects', unitType: 'bushel', harvestAreaCode: '137' };
    const listing = await json<Listing>(
      await post(seller.client, { ...oysters, shellfishTag: { ...TAG, areaCode: '137' } }),
    );
    const moved = await patch(seller.client, `/api/catches/${listing.id}`, { harvestAreaCode: '039' });
    expect(moved.status).toBe(400);
    expect((await json<Refusal>(moved)).message).toBe(
      "The tag's harvest area must be the listing's harvest area",
    );
    const both = await patch(seller.client, `/api/catches/${listing.id}`, {
      harvestAreaCode: '039',
      shellfishTag: { ...TAG, areaCode: '039' },
    });
    expect(both.status).toBe(200);
    const dropped = await patch(seller.client, `/api/catches/${listing.id}`, { shellfishTag: null });
    expect((await json<Refusal>(dropped)).message).toBe(
      "Oysters and clams in the shell need their harvester tag's facts",
    );
    const shucked = await patch(seller.client, `/api/catches/${listing.id}`, { prep: 'shucked' });
    expect(shucked.status).toBe(200);
    expect((await json<Listing>(shucked)).shellfishTag).toBeNull();
  });
});
