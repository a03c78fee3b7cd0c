/**
 * Sellers' licences (docs/product/traceability.md): recorded by the seller, verified by an admin,
 * shown to strangers as types and months only; once a licence has expired, posting and restocking
 * what needs it are refused naming it, and the listings that need it leave the marketplace.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { catches } from '../../src/server/db/tables';
import type { LicenceDto } from '../../src/shared/licence.schema';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createCatch, placeOrder, setStatus, signedInBuyer } from './order-helpers';
import { createSellerTestApp, json, validListing } from './seller-helpers';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const send = (c: Client, method: string, path: string, body?: unknown) =>
  c.request(path, { method, ...(body === undefined ? {} : { json: body }) });

const licence = (expiresOn: string) => ({
  type: 'commercial_crab',
  agency: 'Maryland DNR',
  number: 'TFL-12345',
  expiresOn,
});

async function sellerWithLicences() {
  const t = await createSellerTestApp();
  const seller = await createSeller(t.db);
  const client = await signedInClient(t.app, seller.user.email);
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  const stranger = await createUser(t.db);
  const strangerClient = await signedInClient(t.app, stranger.email);
  const path = `/api/sellers/${seller.profile.id}/licences`;
  return { t, seller, client, adminClient, strangerClient, path };
}

describe('seller licences', () => {
  it('are recorded by the seller, verified by an admin and shown to strangers without numbers', async () => {
    const { client, adminClient, strangerClient, path } = await sellerWithLicences();
    const res = await client.post(path, licence('2099-03-31'));
    expect(res.status).toBe(201);
    const added = await json<LicenceDto>(res);
    expect(added).toMatchObject({
      type: 'commercial_crab',
      label: 'Commercial crab licence',
      number: 'TFL-12345',
      expiresOn: '2099-03-31',
      validUntilMonth: '2099-03',
      verified: false,
      expired: false,
    });
    // Not verified yet: a stranger sees nothing.
    expect(await json(await strangerClient.get(path))).toEqual([]);

    const verified = await adminClient.post(`/api/admin/licences/${added.id}/verify`, {});
    expect(verified.status).toBe(200);
    expect((await json<LicenceDto>(verified)).verified).toBe(true);

    const seen = await json<LicenceDto[]>(await strangerClient.get(path));
    expect(seen).toEqual([
      expect.objectContaining({
        type: 'commercial_crab',
        validUntilMonth: '2099-03',
        number: null,
        agency: null,
        expiresOn: null,
        photoUrl: null,
      }),
    ]);
  });

  it('cannot be written or verified by anyone else', async () => {
    const { client, strangerClient, path } = await sellerWithLicences();
    expect((await strangerClient.post(path, licence('2099-03-31'))).status).toBe(404);
    const added = await json<LicenceDto>(await client.post(path, licence('2099-03-31')));
    expect((await send(strangerClient, 'PATCH', `${path}/${added.id}`, { number: 'X' })).status).toBe(404);
    expect((await send(strangerClient, 'DELETE', `${path}/${added.id}`)).status).toBe(404);
    expect((await client.post(`/api/admin/licences/${added.id}/verify`, {})).status).toBe(403);
  });

  it('once expired, refuse posting and restocking naming the licence and take the listings off sale; open orders still complete', async () => {
    const { t, seller, client, adminClient, path } = await sellerWithLicences();
    const listing = await createCatch(t.db, seller.profile.id, { species: 'Blue Crab' });
    expect(await (await client.get('/api/catches')).text()).toContain(listing.id);
    const buyer = await signedInBuyer(t);
    const { orders } = await placeOrder(buyer.client, listing.id, 1);
    const added = await json<LicenceDto>(await client.post(path, licence('2020-01-31')));
    expect(added.expired).toBe(true);
    // An order placed before the lapse is still handed over.
    expect((await setStatus(client, orders[0]!.id, 'ready')).status).toBe(200);
    expect((await setStatus(client, orders[0]!.id, 'completed')).status).toBe(200);

    const post = await client.post('/api/catches', { ...validListing(), crabberId: seller.profile.id });
    expect(post.status).toBe(403);
    expect((await json<{ message: string }>(post)).message).toContain('commercial crab licence has expired');

    const restock = await send(client, 'PATCH', `/api/catches/${listing.id}/quantity`, { quantity: 20 });
    expect(restock.status).toBe(403);
    const row = first(await t.db.select().from(catches).where(eq(catches.id, listing.id)));
    expect(row?.offSaleReason).toBe('licence_lapsed');
    expect(await (await client.get('/api/catches')).text()).not.toContain(listing.id);

    // Renewed: a new expiry, checked by an admin, brings the listing back.
    const renewed = await json<LicenceDto>(
      await send(client, 'PATCH', `${path}/${added.id}`, { expiresOn: '2099-01-31' }),
    );
    expect(renewed.verified).toBe(false);
    await adminClient.post(`/api/admin/licences/${added.id}/verify`, {});
    const back = first(await t.db.select().from(catches).where(eq(catches.id, listing.id)));
    expect(back?.offSaleReason).toBeNull();
    expect(
      (await client.post('/api/catches', { ...validListing(), crabberId: seller.profile.id })).status,
    ).toBe(201);
  });
});
