/**
 * Waiting for a seller's species when nothing of it is on sale (docs/product/waitlist.md): joining
 * and leaving on the storefront, the refusals and the limit, and the line becoming a listing's
 * line, with holds in its order, when the seller lists the species.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { speciesWaitlistEntries, users } from '../../src/server/db/tables';
import { waitlistMessages } from '../../src/shared/messages/waitlist';
import { MAX_SPECIES_WAITLIST_PLACES } from '../../src/shared/species-waitlist';
import type {
  SellerSpeciesWaitlistDto,
  SpeciesWaitlistStatusDto,
  WaitlistPlaceDto,
  WaitlistStatusDto,
} from '../../src/shared/waitlist.schema';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  createCatch,
  datedPickupsApp,
  del,
  json,
  notificationsOf,
  patch,
  signedInBuyer,
  stockOf,
} from './order-helpers';
import { validListing } from './seller-helpers';

const DAY = 24 * 60 * 60 * 1000;

const join = (client: Client, sellerId: string, body: unknown) =>
  client.post(`/api/sellers/${sellerId}/waitlist`, body);
const leave = (client: Client, sellerId: string, species: string) =>
  del(client, `/api/sellers/${sellerId}/waitlist?species=${encodeURIComponent(species)}`);
const linesOf = async (client: Client, sellerId: string) =>
  (await json<SellerSpeciesWaitlistDto>(await client.get(`/api/sellers/${sellerId}/waitlist`))).species;
const listingPlace = async (client: Client, catchId: string) =>
  (await json<WaitlistStatusDto>(await client.get(`/api/catches/${catchId}/waitlist`))).entry;

/**
 * A seller whose jimmies are on sale (the dated-pickup app's listing) and whose rockfish listing
 * has been taken down: rockfish is the species to wait for.
 */
async function speciesApp() {
  const app = await datedPickupsApp({ qtyAvailable: 5 });
  const sellerId = app.seller.profile.id;
  const rockfish = await createCatch(app.t.db, sellerId, {
    title: 'Whole rockfish',
    species: 'Striped Bass',
    unitType: 'piece',
    isActive: false,
    expiresAt: new Date(app.clock.now.getTime() + 7 * DAY),
  });
  return { ...app, sellerId, rockfish };
}

describe('joining and leaving the line for a species', () => {
  it('lists the species with nothing on sale, takes the next place once per buyer, and leaves', async () => {
    const { t, sellerId } = await speciesApp();
    const first = await signedInBuyer(t);
    const second = await signedInBuyer(t);
    expect(await linesOf(first.client, sellerId)).toEqual([{ species: 'Striped Bass', entry: null }]);

    const joined = await join(first.client, sellerId, { species: 'Striped Bass', qty: 2 });
    expect(joined.status).toBe(201);
    expect((await json<SpeciesWaitlistStatusDto>(joined)).entry).toMatchObject({
      kind: 'species',
      crabberId: sellerId,
      species: 'Striped Bass',
      qty: 2,
      place: 1,
    });
    expect(
      (await json<SpeciesWaitlistStatusDto>(await join(second.client, sellerId, { species: 'Striped Bass' })))
        .entry,
    ).toMatchObject({ place: 2, qty: 1 });
    // Again: the same place, never a second one.
    const again = await json<SpeciesWaitlistStatusDto>(
      await join(first.client, sellerId, { species: 'Striped Bass', qty: 5 }),
    );
    expect(again.entry).toMatchObject({ place: 1, qty: 2 });
    expect(await linesOf(second.client, sellerId)).toMatchObject([
      { species: 'Striped Bass', entry: { place: 2 } },
    ]);
    // My Orders' list has the species place, with the listing places' shape kept for those.
    expect(await json<WaitlistPlaceDto[]>(await second.client.get('/api/waitlist'))).toEqual([
      {
        kind: 'species',
        crabberId: sellerId,
        species: 'Striped Bass',
        sellerName: expect.any(String),
        qty: 1,
        place: 2,
        joinedAt: expect.any(String),
      },
    ]);

    expect((await leave(first.client, sellerId, 'Striped Bass')).status).toBe(200);
    expect(await linesOf(second.client, sellerId)).toMatchObject([
      { species: 'Striped Bass', entry: { place: 1 } },
    ]);
    expect(await leave(first.client, sellerId, 'Striped Bass')).toMatchObject({ status: 404 });

    // tRPC is the same operations.
    const trpc = createTrpcTestClient(t.app, { cookie: first.client.cookie }).client;
    expect(
      (await trpc.waitlist.joinSpecies.mutate({ crabberId: sellerId, species: 'Striped Bass' })).entry,
    ).toMatchObject({ place: 2 });
    expect((await trpc.waitlist.sellerSpecies.query({ crabberId: sellerId })).species[0]?.entry?.place).toBe(
      2,
    );
    await trpc.waitlist.leaveSpecies.mutate({ crabberId: sellerId, species: 'Striped Bass' });
    expect(await trpc.waitlist.mine.query()).toEqual([]);
  });

  it('refuses a species on sale (409), one never listed (409), a bad body (400), an unknown or unapproved seller (404), sellers and admins (403), and anyone signed out (401)', async () => {
    const { t, sellerId, seller } = await speciesApp();
    const buyer = await signedInBuyer(t);

    const onSale = await join(buyer.client, sellerId, { species: 'Blue Crab' });
    expect(onSale.status).toBe(409);
    expect(await onSale.json()).toMatchObject({
      message: waitlistMessages.speciesOnSale('Blue Crab'),
      reason: 'SPECIES_ON_SALE',
    });
    const never = await join(buyer.client, sellerId, { species: 'Oysters' });
    expect(never.status).toBe(409);
    expect(await never.json()).toMatchObject({
      message: waitlistMessages.speciesNeverListed('Oysters'),
      reason: 'SPECIES_NEVER_LISTED',
    });
    for (const body of [
      {},
      { species: 'Kraken' },
      { species: 'Striped Bass', qty: 0 },
      { species: 'Striped Bass', extra: 1 },
    ])
      expect((await join(buyer.client, sellerId, body)).status).toBe(400);
    expect(
      (await buyer.client.request(`/api/sellers/${sellerId}/waitlist?species=Kraken`, { method: 'DELETE' }))
        .status,
    ).toBe(400);

    expect((await join(buyer.client, 'no-such-seller', { species: 'Striped Bass' })).status).toBe(404);
    expect((await buyer.client.get('/api/sellers/no-such-seller/waitlist')).status).toBe(404);
    const applicant = await createSeller(t.db, { verificationStatus: 'pending' });
    await createCatch(t.db, applicant.profile.id, { species: 'Striped Bass', isActive: false });
    expect((await join(buyer.client, applicant.profile.id, { species: 'Striped Bass' })).status).toBe(404);

    const own = await join(seller.client, sellerId, { species: 'Striped Bass' });
    expect(own.status).toBe(403);
    expect(await own.json()).toMatchObject({ message: waitlistMessages.ownCatch });
    const otherSeller = await createSeller(t.db);
    const otherClient = await signedInClient(t.app, otherSeller.user.email);
    const refused = await join(otherClient, sellerId, { species: 'Striped Bass' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ message: waitlistMessages.buyersOnly });
    const admin = await createUser(t.db, { role: 'admin' });
    expect(
      (await join(await signedInClient(t.app, admin.email), sellerId, { species: 'Striped Bass' })).status,
    ).toBe(403);

    const anonymous = createClient(t.app);
    expect(
      (await anonymous.post(`/api/sellers/${sellerId}/waitlist`, { species: 'Striped Bass' })).status,
    ).toBe(401);
    expect((await anonymous.get(`/api/sellers/${sellerId}/waitlist`)).status).toBe(401);
    expect((await del(anonymous, `/api/sellers/${sellerId}/waitlist?species=Striped%20Bass`)).status).toBe(
      401,
    );
    // Nothing was written by any refusal.
    expect(await t.db.select().from(speciesWaitlistEntries)).toEqual([]);
  });

  it(`holds at most ${MAX_SPECIES_WAITLIST_PLACES} species places per buyer`, async () => {
    const { t } = await speciesApp();
    const buyer = await signedInBuyer(t);
    for (let n = 0; n < MAX_SPECIES_WAITLIST_PLACES; n += 1) {
      const seller = await createSeller(t.db);
      await createCatch(t.db, seller.profile.id, { species: 'Oysters', isActive: false });
      expect((await join(buyer.client, seller.profile.id, { species: 'Oysters' })).status).toBe(201);
    }
    const one = await createSeller(t.db);
    await createCatch(t.db, one.profile.id, { species: 'Oysters', isActive: false });
    const over = await join(buyer.client, one.profile.id, { species: 'Oysters' });
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      message: waitlistMessages.tooManySpecies(MAX_SPECIES_WAITLIST_PLACES),
      reason: 'TOO_MANY_PLACES',
    });
  });

  it("leaves a suspended seller's storefront with no line to join (404)", async () => {
    const { t, sellerId, seller } = await speciesApp();
    const buyer = await signedInBuyer(t);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, seller.user.id));
    expect((await join(buyer.client, sellerId, { species: 'Striped Bass' })).status).toBe(404);
  });
});

describe('when the seller lists the species', () => {
  /** Three buyers in the rockfish line, wanting 2, 1 and 1. */
  async function threeWaiting() {
    const app = await speciesApp();
    const buyers = [await signedInBuyer(app.t), await signedInBuyer(app.t), await signedInBuyer(app.t)];
    for (const [i, buyer] of buyers.entries()) {
      const res = await join(buyer.client, app.sellerId, { species: 'Striped Bass', qty: i === 0 ? 2 : 1 });
      expect(res.status).toBe(201);
    }
    return { ...app, buyers };
  }

  it('a re-activated listing takes the line in its order, holds its stock for the first, and the first is told', async () => {
    const { t, seller, rockfish, buyers } = await threeWaiting();
    const [first, second, third] = buyers as [
      (typeof buyers)[number],
      (typeof buyers)[number],
      (typeof buyers)[number],
    ];
    await patch(seller.client, `/api/catches/${rockfish.id}/quantity`, { quantity: 0 });
    // Still inactive: nothing moves.
    expect(await t.db.select().from(speciesWaitlistEntries)).toHaveLength(3);

    const res = await patch(seller.client, `/api/catches/${rockfish.id}`, {
      isActive: true,
      qtyAvailable: 3,
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(speciesWaitlistEntries)).toEqual([]);
    expect(await listingPlace(first.client, rockfish.id)).toMatchObject({ heldQty: 2, place: 0 });
    expect(await listingPlace(second.client, rockfish.id)).toMatchObject({ heldQty: 1, place: 0 });
    expect(await listingPlace(third.client, rockfish.id)).toMatchObject({ heldQty: 0, place: 1, qty: 1 });
    expect(await stockOf(t.db, rockfish.id)).toBe(0);

    expect(await t.services.waitlist.sweep()).toEqual({ expired: 0, told: 2 });
    const [notice] = (await notificationsOf(t.db, first.user.id)).filter((n) => n.type === 'waitlist_hold');
    expect(notice).toMatchObject({ title: 'Held for You', data: { catchId: rockfish.id } });
    expect(notice!.message).toMatch(/^2 piece Whole rockfish from .+ held for you until/);
    expect(
      t.mails.some((mail) => mail.to === first.user.email && mail.subject === 'BayCatch: Held for You'),
    ).toBe(true);
    // My Orders now lists the listing place, with its hold.
    expect(await json<WaitlistPlaceDto[]>(await first.client.get('/api/waitlist'))).toMatchObject([
      { kind: 'listing', catchId: rockfish.id, species: 'Striped Bass', heldQty: 2 },
    ]);
  });

  it('a buyer already in the listing line keeps that place; other species and sellers stay waiting', async () => {
    const { t, seller, sellerId, rockfish, buyers } = await threeWaiting();
    const other = await createSeller(t.db);
    await createCatch(t.db, other.profile.id, { species: 'Striped Bass', isActive: false });
    await createCatch(t.db, sellerId, { species: 'Clams', isActive: false });
    const [first] = buyers;
    expect((await join(first!.client, other.profile.id, { species: 'Striped Bass' })).status).toBe(201);
    expect((await join(first!.client, sellerId, { species: 'Clams' })).status).toBe(201);

    await patch(seller.client, `/api/catches/${rockfish.id}`, { isActive: true, qtyAvailable: 1 });
    const left = await t.db.select().from(speciesWaitlistEntries);
    expect(left.map((row) => [row.crabberId, row.species]).sort()).toEqual(
      [
        [other.profile.id, 'Striped Bass'],
        [sellerId, 'Clams'],
      ].sort(),
    );
    // The first wanted 2 and 1 came: held for them, the others wait in order.
    expect(await listingPlace(first!.client, rockfish.id)).toMatchObject({ heldQty: 1 });
    expect(await listingPlace(buyers[2]!.client, rockfish.id)).toMatchObject({ place: 2 });
  });

  it('a new listing of the species takes the line', async () => {
    const { t, sellerId, seller, buyers } = await threeWaiting();
    const posted = await seller.client.post('/api/catches', {
      ...validListing(),
      title: 'Rockfish fillets',
      species: 'Striped Bass',
      prep: 'filleted',
      sizeMix: 'medium',
      unitType: 'lb',
      qtyAvailable: 10,
    });
    expect(posted.status).toBe(201);
    const { id } = await json<{ id: string }>(posted);
    expect(await listingPlace(buyers[0]!.client, id)).toMatchObject({ heldQty: 2 });
    expect(await listingPlace(buyers[2]!.client, id)).toMatchObject({ heldQty: 1 });
    expect(await stockOf(t.db, id)).toBe(6);
    expect(await linesOf(buyers[1]!.client, sellerId)).toEqual([]);
  });
});
