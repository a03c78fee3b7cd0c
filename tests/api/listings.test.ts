import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { cartItems, catches, type crabberProfiles } from '../../src/server/db/tables';
import type { AppRouter } from '../../src/server/trpc/root.router';
import type { CreateListingInput } from '../../src/shared/listing.schema';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { shellfishTagIn } from '../helpers/shellfish-tag';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { placeOrder, sellerWithCatch, signedInBuyer, stockOf } from './order-helpers';
import {
  createSellerTestApp,
  fileForm,
  insertListing,
  insertOrder,
  json,
  pngBytes,
  validListing,
} from './seller-helpers';

type Client = Awaited<ReturnType<typeof signedInClient>>;
type Body = { message: string; errors?: Record<string, string[]> };
type Listing = { id: string; crabberId: string; [key: string]: unknown };

const send = (c: Client, method: string, path: string, body?: unknown) =>
  c.request(path, { method, ...(body === undefined ? {} : { json: body }) });

describe('posting a catch', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let client: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    seller = await createSeller(t.db, {
      availability: {
        Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
        Sunday: { enabled: true, startTime: '08:00', endTime: '12:00' },
        Wednesday: { enabled: false, startTime: '09:00', endTime: '17:00' },
      },
    });
    client = await signedInClient(t.app, seller.user.email);
  });

  it('posts for an approved seller with windows built from availability, Sunday first', async () => {
    const res = await client.post('/api/catches', { ...validListing(), crabberId: seller.profile.id });
    expect(res.status).toBe(201);
    const listing = await json<Listing>(res);
    expect(listing).toMatchObject({
      crabberId: seller.profile.id,
      title: 'Heavy #1 Jimmies',
      category: 'crabs',
      unitPrice: '85.00',
      qtyAvailable: 12,
      isActive: true,
      isPromoted: false,
      pickupWindows: [
        { start: 'Sunday 08:00', end: 'Sunday 12:00' },
        { start: 'Saturday 07:00', end: 'Saturday 11:00' },
      ],
      crabber: { id: seller.profile.id, displayName: seller.profile.displayName },
    });
    const hours =
      (Date.parse(listing.expiresAt as string) - Date.parse(listing.postedAt as string)) / 3_600_000;
    expect(hours).toBe(48);

    const mine = await json<Listing[]>(await client.get('/api/crabber/catches'));
    expect(mine.map((l) => l.id)).toEqual([listing.id]);
    // The marketplace read shows it too.
    expect((await json<Listing>(await client.get(`/api/catches/${listing.id}`))).id).toBe(listing.id);
  });

  it('keeps windows the form sent and files fish under fish', async () => {
    const res = await client.post('/api/catches', {
      ...validListing(),
      species: 'Striped Bass',
      prep: 'filleted',
      sizeMix: 'large',
      unitType: 'lb',
      pickupWindows: [{ start: 'Monday 06:00', end: 'Monday 08:00' }],
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      category: 'fish',
      pickupWindows: [{ start: 'Monday 06:00', end: 'Monday 08:00' }],
    });
  });

  it('refuses pending sellers, non-sellers and visitors with the documented messages', async () => {
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    const pendingRes = await (await signedInClient(t.app, pending.user.email)).post(
      '/api/catches',
      validListing(),
    );
    expect(pendingRes.status).toBe(403);
    expect((await json<Body>(pendingRes)).message).toBe('Not authorized to post catches');

    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    const buyerRes = await buyer.post('/api/catches', validListing());
    expect(buyerRes.status).toBe(403);
    expect((await json<Body>(buyerRes)).message).toBe('Not a crabber');

    expect((await createClient(t.app).post('/api/catches', validListing())).status).toBe(401);
    expect(await t.db.select().from(catches)).toHaveLength(0);
  });

  it('names each refusal with a stable reason code over REST and tRPC alike', async () => {
    const pending = await signedInClient(
      t.app,
      (await createSeller(t.db, { verificationStatus: 'pending' })).user.email,
    );
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);

    expect(await json(await pending.post('/api/catches', validListing()))).toEqual({
      message: 'Not authorized to post catches',
      reason: 'SELLER_NOT_APPROVED',
    });
    expect(await json(await buyer.post('/api/catches', validListing()))).toEqual({
      message: 'Not a crabber',
      reason: 'NOT_A_SELLER',
    });

    const reasonOver = async (client: Client) => {
      const error = await createTrpcTestClient(t.app, { cookie: client.cookie })
        .client.listings.create.mutate({
          ...validListing(),
          crabberId: seller.profile.id,
        } as CreateListingInput)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCClientError);
      const { data, message } = error as TRPCClientError<AppRouter>;
      return { status: data?.httpStatus, reason: data?.reason, message };
    };
    expect(await reasonOver(pending)).toEqual({
      status: 403,
      reason: 'SELLER_NOT_APPROVED',
      message: 'Not authorized to post catches',
    });
    expect(await reasonOver(buyer)).toEqual({
      status: 403,
      reason: 'NOT_A_SELLER',
      message: 'Not a crabber',
    });
    // Batched GET queries are answered by the bridge's short lane: the same formatter, the same code.
    const batched = await buyer.get(`/trpc/crabber.catches?batch=1&input=${encodeURIComponent('{}')}`);
    expect(batched.status).toBe(403);
    expect(await batched.text()).toContain('"reason":"NOT_A_SELLER"');
    // A refusal without a reason code carries none: no field in REST, null over tRPC.
    const signedOut = await createClient(t.app).post('/api/catches', validListing());
    expect(await json(signedOut)).toEqual({ message: 'Unauthorized' });
    expect(await t.db.select().from(catches)).toHaveLength(0);
  });

  it("refuses posting for another seller's profile", async () => {
    const other = await createSeller(t.db);
    const res = await client.post('/api/catches', { ...validListing(), crabberId: other.profile.id });
    expect(res.status).toBe(403);
    expect((await json<Body>(res)).message).toBe('You can only post catches for your own seller profile');
  });

  it('validates the fields', async () => {
    const res = await client.post('/api/catches', {
      title: ' ',
      prep: 'fried',
      sizeMix: 'huge',
      unitType: 'crate',
      unitPrice: '-3',
      qtyAvailable: 1.5,
      photos: ['https://example.com/a.jpg'],
    });
    expect(res.status).toBe(400);
    const { errors } = await json<Body>(res);
    expect(Object.keys(errors ?? {}).sort()).toEqual(
      ['photos', 'prep', 'qtyAvailable', 'sizeMix', 'title', 'unitPrice', 'unitType'].sort(),
    );
    expect(errors?.title).toEqual(['Title is required']);

    const tooMany = await client.post('/api/catches', {
      ...validListing(),
      photos: Array.from({ length: 5 }, () => '/images/catches/blue-crab-live.svg'),
    });
    expect((await json<Body>(tooMany)).errors?.photos).toEqual(['Add at most 4 photos']);

    const past = await client.post('/api/catches', { ...validListing(), expiresAt: '2020-01-01T00:00:00Z' });
    expect((await json<Body>(past)).errors?.expiresAt).toEqual(['The expiry must be in the future']);
    const far = await client.post('/api/catches', {
      ...validListing(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect((await json<Body>(far)).errors?.expiresAt).toEqual(['A listing can run at most 14 days']);
  });

  it('keeps the expiry within what the catch keeps from its harvest, and no harvest in the future', async () => {
    const HOUR = 3_600_000;
    const harvested = new Date(Date.now() - 10 * HOUR);
    const tooLong = await client.post('/api/catches', {
      ...validListing(),
      harvestDate: harvested.toISOString(),
      expiresAt: new Date(harvested.getTime() + 60 * HOUR).toISOString(),
    });
    expect(tooLong.status).toBe(400);
    expect((await json<Body>(tooLong)).errors?.expiresAt?.[0]).toMatch(
      /^Crabs: sold within 2 days of harvest, so the latest expiry for this catch is \w{3} \w{3} \d+, \d+:\d{2} [AP]M\.$/,
    );
    const future = await client.post('/api/catches', {
      ...validListing(),
      harvestDate: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    expect((await json<Body>(future)).errors?.harvestDate).toEqual([
      "The harvest date can't be in the future",
    ]);

    // Oysters keep a week; without a harvest date the catch counts from its posting.
    const oysters = await client.post('/api/catches', {
      ...validListing(),
      species: 'Oysters',
      sizeMix: 'mixed',
      harvestAreaCode: '137',
      shellfishTag: shellfishTagIn('137'),
      expiresAt: new Date(Date.now() + 6 * 24 * HOUR).toISOString(),
    });
    expect(oysters.status).toBe(201);
    const { id } = await json<{ id: string }>(oysters);
    // Steamed, they keep three days: the change is checked against the listing's own expiry.
    const steamed = await send(client, 'PATCH', `/api/catches/${id}`, { prep: 'steamed' });
    expect(steamed.status).toBe(400);
    expect((await json<Body>(steamed)).errors?.expiresAt?.[0]).toMatch(
      /^Steamed or cooked seafood: sold within 3 days/,
    );
    // An edit the rule does not read is not held against an older listing.
    expect((await send(client, 'PATCH', `/api/catches/${id}`, { title: 'Choptank selects' })).status).toBe(
      200,
    );
  });

  it("takes the seller's own uploaded photos only", async () => {
    const upload = await client.request('/api/uploads/photos', {
      method: 'POST',
      body: fileForm(await pngBytes(), 'crabs.png', 'image/png'),
    });
    const { url } = await json<{ url: string }>(upload);
    const res = await client.post('/api/catches', { ...validListing(), photos: [url] });
    expect(res.status).toBe(201);
    expect((await json(res)).photos).toEqual([url]);

    const other = await createSeller(t.db);
    const otherClient = await signedInClient(t.app, other.user.email);
    const stolen = await otherClient.post('/api/catches', { ...validListing(), photos: [url] });
    expect(stolen.status).toBe(400);
    expect((await json<Body>(stolen)).message).toBe('Photos must be images you uploaded to BayCatch');

    const missing = url.replace(/[0-9a-f-]{36}\.webp$/, '00000000-0000-4000-8000-000000000000.webp');
    expect((await client.post('/api/catches', { ...validListing(), photos: [missing] })).status).toBe(400);
  });
});

describe("changing one's listings", () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let client: Client;
  let listing: Listing;
  let otherClient: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    seller = await createSeller(t.db);
    client = await signedInClient(t.app, seller.user.email);
    listing = await json<Listing>(await client.post('/api/catches', validListing()));
    otherClient = await signedInClient(t.app, (await createSeller(t.db)).user.email);
  });

  it('edits with the edit form options and keeps quantity at least 1', async () => {
    const res = await send(client, 'PATCH', `/api/catches/${listing.id}`, {
      title: 'Steamed #1 Jimmies',
      prep: 'steamed',
      unitType: 'piece',
      unitPrice: 4.5,
      qtyAvailable: 40,
      crabberId: seller.profile.id,
      pickupWindows: [{ start: 'Friday 15:00', end: 'Friday 18:00' }],
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      title: 'Steamed #1 Jimmies',
      prep: 'steamed',
      unitType: 'piece',
      unitPrice: '4.50',
      qtyAvailable: 40,
      pickupWindows: [{ start: 'Friday 15:00', end: 'Friday 18:00' }],
    });
    const zero = await send(client, 'PATCH', `/api/catches/${listing.id}`, { qtyAvailable: 0 });
    expect((await json<Body>(zero)).errors?.qtyAvailable).toEqual(['Quantity must be at least 1']);
  });

  it('refuses other sellers, buyers and visitors, and answers 404 for a missing listing', async () => {
    for (const [method, path, body] of [
      ['PATCH', `/api/catches/${listing.id}`, { title: 'Mine now' }],
      ['PATCH', `/api/catches/${listing.id}/quantity`, { quantity: 1 }],
      ['DELETE', `/api/catches/${listing.id}`, undefined],
      ['POST', `/api/catches/${listing.id}/promote`, undefined],
    ] as const) {
      const res = await send(otherClient, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
      expect((await send(buyer, method, path, body)).status).toBe(403);
      expect((await send(createClient(t.app), method, path, body)).status).toBe(401);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send(client, 'PATCH', `/api/catches/${missing}`, { title: 'x' })).status).toBe(404);
    expect((await send(client, 'DELETE', `/api/catches/${missing}`)).status).toBe(404);
    expect(first(await t.db.select().from(catches).where(eq(catches.id, listing.id)))?.title).toBe(
      'Heavy #1 Jimmies',
    );
  });

  it('sets the inventory quantity, 0 included', async () => {
    const res = await send(client, 'PATCH', `/api/catches/${listing.id}/quantity`, { quantity: 0 });
    expect(res.status).toBe(200);
    expect((await json(res)).qtyAvailable).toBe(0);
    const negative = await send(client, 'PATCH', `/api/catches/${listing.id}/quantity`, { quantity: -1 });
    expect(negative.status).toBe(400);
    expect((await json<Body>(negative)).errors?.quantity).toEqual(['Quantity must be at least 0']);
  });

  it('removes a listing with its cart lines but keeps orders', async () => {
    const buyer = await createUser(t.db);
    await t.db.insert(cartItems).values({
      userId: buyer.id,
      catchId: listing.id,
      qty: 1,
      selectedPickupWindow: { start: 'Saturday 07:00', end: 'Saturday 11:00' },
    });
    const order = await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'completed',
      items: [{ catchId: listing.id, species: 'Blue Crab', qty: 1, unitPriceCents: 8500 }],
    });
    const res = await send(client, 'DELETE', `/api/catches/${listing.id}`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(catches)).toHaveLength(0);
    expect(await t.db.select().from(cartItems)).toHaveLength(0);
    expect(order.id).toBeTruthy();
    expect(
      (await json<{ totalEarnings: string }>(await client.get('/api/crabber/earnings?period=month')))
        .totalEarnings,
    ).toBe('85.00');
  });
});

describe('seller limits (docs/product/sellers.md)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createSellerTestApp();
  });

  async function sellerOf(values: Partial<typeof crabberProfiles.$inferInsert>) {
    const seller = await createSeller(t.db, values);
    return { seller, client: await signedInClient(t.app, seller.user.email) };
  }

  it('caps recreational fishers at 30 fish per listing, counting dozens as 12', async () => {
    const { client } = await sellerOf({ sellerType: 'recreational_fisher' });
    const fish = { ...validListing(), species: 'White Perch', prep: 'whole', sizeMix: 'medium' };
    expect((await client.post('/api/catches', { ...fish, unitType: 'piece', qtyAvailable: 30 })).status).toBe(
      201,
    );
    const over = await client.post('/api/catches', { ...fish, unitType: 'piece', qtyAvailable: 31 });
    expect(over.status).toBe(400);
    const body = await json<Body>(over);
    expect(body.message).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 31 fish, over the limit by 1 piece.',
    );
    expect(body.errors?.qtyAvailable).toEqual([body.message]);
    expect((await client.post('/api/catches', { ...fish, unitType: 'dozen', qtyAvailable: 3 })).status).toBe(
      400,
    );
    // Pounds count as fish at 2 lb each (src/shared/unit-conversions.ts): 60 lb fits, the audit's 500 lb not.
    expect((await client.post('/api/catches', { ...fish, unitType: 'lb', qtyAvailable: 60 })).status).toBe(
      201,
    );
    const pounds = await client.post('/api/catches', { ...fish, unitType: 'lb', qtyAvailable: 500 });
    expect(pounds.status).toBe(400);
    expect((await json<Body>(pounds)).message).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 250 fish, over the limit by 440 lbs.',
    );
  });

  it("counts a recreational crabber's dozens and pounds against the 3 bushels", async () => {
    const { client } = await sellerOf({ sellerType: 'recreational_crabber' });
    const crabs = { ...validListing(), unitType: 'bushel', qtyAvailable: 3 };
    expect((await client.post('/api/catches', crabs)).status).toBe(201);
    // The audit's 30 dozen after the 3-bushel cap.
    const dozens = await client.post('/api/catches', { ...crabs, unitType: 'dozen', qtyAvailable: 30 });
    expect(dozens.status).toBe(400);
    expect((await json<Body>(dozens)).message).toBe(
      'Recreational crabbers may list at most 3 bushels per week. You have listed 3 bushels in the last 7 days, which is the limit. This listing is over the limit by 30 dozen.',
    );
    const pounds = await client.post('/api/catches', { ...crabs, unitType: 'lb', qtyAvailable: 1 });
    expect((await json<Body>(pounds)).message).toContain('over the limit by 1 lb.');
    expect((await client.post('/api/catches', { ...crabs, unitType: 'piece', qtyAvailable: 1 })).status).toBe(
      400,
    );
  });

  it('caps recreational crabbers at 3 bushels a week across listings', async () => {
    const { seller, client } = await sellerOf({ sellerType: 'recreational_crabber' });
    const bushels = { ...validListing(), unitType: 'bushel', qtyAvailable: 2 };
    const first = await json<Listing>(await client.post('/api/catches', bushels));
    const half = await client.post('/api/catches', { ...bushels, unitType: 'half-bushel', qtyAvailable: 3 });
    expect(half.status).toBe(400);
    expect((await json<Body>(half)).message).toBe(
      'Recreational crabbers may list at most 3 bushels per week. You have listed 2 bushels in the last 7 days, so you can add 1 bushel more. This listing is over the limit by 1 half-bushel.',
    );
    expect(
      (await client.post('/api/catches', { ...bushels, unitType: 'half-bushel', qtyAvailable: 2 })).status,
    ).toBe(201);
    // Raising a listing counts the others; lowering is always allowed.
    const raise = await send(client, 'PATCH', `/api/catches/${first.id}/quantity`, { quantity: 3 });
    expect(raise.status).toBe(400);
    expect((await send(client, 'PATCH', `/api/catches/${first.id}/quantity`, { quantity: 1 })).status).toBe(
      200,
    );
    // Sold units still count as listed.
    const buyer = await createUser(t.db);
    await insertOrder(t.db, {
      buyerId: buyer.id,
      crabberId: seller.profile.id,
      status: 'confirmed',
      items: [{ catchId: first.id, species: 'Blue Crab', qty: 1, unitPriceCents: 20000 }],
    });
    expect((await client.post('/api/catches', { ...bushels, qtyAvailable: 1 })).status).toBe(400);
    // Listings older than a week no longer count.
    await t.db
      .update(catches)
      .set({ postedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(catches.crabberId, seller.profile.id));
    expect((await client.post('/api/catches', { ...bushels, qtyAvailable: 3 })).status).toBe(201);
  });

  it('caps recreational shellfish harvesters at 2 dozen a day', async () => {
    const { seller, client } = await sellerOf({ sellerType: 'recreational_shellfish' });
    const oysters = {
      ...validListing(),
      species: 'Oysters',
      prep: 'live',
      sizeMix: 'selects',
      harvestAreaCode: '137',
      shellfishTag: shellfishTagIn('137'),
    };
    expect((await client.post('/api/catches', { ...oysters, qtyAvailable: 1 })).status).toBe(201);
    const over = await client.post('/api/catches', { ...oysters, unitType: 'piece', qtyAvailable: 13 });
    expect((await json<Body>(over)).message).toBe(
      'Recreational shellfish harvesters may list at most 2 dozen per day. You have listed 1 dozen in the last 24 hours, so you can add 1 dozen more. This listing is over the limit by 1 piece.',
    );
    expect(
      (await client.post('/api/catches', { ...oysters, unitType: 'piece', qtyAvailable: 12 })).status,
    ).toBe(201);
    await insertListing(t.db, seller.profile.id, {
      unitType: 'dozen',
      qtyAvailable: 5,
      postedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    expect((await client.post('/api/catches', { ...oysters, qtyAvailable: 1 })).status).toBe(400);
  });

  it('applies an admin-set weekly limit in lbs and leaves commercial fishers unlimited', async () => {
    const { client } = await sellerOf({ sellerType: 'commercial', weeklyQuantityLimit: 50 });
    const lbs = { ...validListing(), unitType: 'lb', qtyAvailable: 40 };
    expect((await client.post('/api/catches', lbs)).status).toBe(201);
    const over = await client.post('/api/catches', { ...lbs, qtyAvailable: 11 });
    expect((await json<Body>(over)).message).toBe(
      'Your weekly limit is 50 lbs. You have listed 40 lbs in the last 7 days, so you can add 10 lbs more. This listing is over the limit by 1 lb.',
    );

    const { client: commercial } = await sellerOf({ sellerType: 'commercial' });
    expect(
      (await commercial.post('/api/catches', { ...validListing(), unitType: 'bushel', qtyAvailable: 500 }))
        .status,
    ).toBe(201);
  });
});

describe('inventory quantity from a stale screen', () => {
  it('refuses a write based on a figure orders have changed, and applies one based on the current figure', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 10 });
    const buyer = await signedInBuyer(t);
    await placeOrder(buyer.client, seller.listing.id, 3);
    const path = `/api/catches/${seller.listing.id}/quantity`;

    // The seller's screen still says 10 and they type 12: the 3 sold must not come back.
    const stale = await send(seller.client, 'PATCH', path, { quantity: 12, expectedQuantity: 10 });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({
      message:
        'Orders changed this quantity meanwhile: 7 available now. Check it and enter the new figure again.',
      reason: 'STALE_QUANTITY',
    });
    expect(await stockOf(t.db, seller.listing.id)).toBe(7);

    const fresh = await send(seller.client, 'PATCH', path, { quantity: 12, expectedQuantity: 7 });
    expect(fresh.status).toBe(200);
    expect(await stockOf(t.db, seller.listing.id)).toBe(12);

    // The same over tRPC.
    const trpc = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    const refused = await trpc.listings.setQuantity
      .mutate({ id: seller.listing.id, quantity: 1, expectedQuantity: 10 })
      .catch((error: unknown) => error as TRPCClientError<AppRouter>);
    expect((refused as TRPCClientError<AppRouter>).data?.reason).toBe('STALE_QUANTITY');
    expect(await stockOf(t.db, seller.listing.id)).toBe(12);
  });
});
