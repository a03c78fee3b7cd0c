/**
 * Harvest areas and closures (docs/product/traceability.md): the area list, a shellfish listing's
 * area, an admin closing and reopening an area (listings off and back on sale, posting, restocking
 * and buying refused, open orders told), and who may do what.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catches } from '../../src/server/db/tables';
import type { AreaClosureDto, HarvestAreaDto } from '../../src/shared/harvest-areas.schema';
import type { ModerationActionsPageDto } from '../../src/shared/moderation.schema';
import { createUser, signedInClient } from '../helpers/factories';
import { shellfishTagIn } from '../helpers/shellfish-tag';
import type { TestApp } from '../helpers/test-app';
import {
  addToCart,
  createCatch,
  json,
  notificationsOf,
  placeOrder,
  sellerWithCatch,
  signedInBuyer,
} from './order-helpers';
import { createSellerTestApp, validListing } from './seller-helpers';

const OYSTERS = {
  species: 'Oysters',
  category: 'oysters',
  sizeMix: 'selects',
  harvestAreaCode: '137',
  shellfishTag: shellfishTagIn('137'),
};
const CLOSED = 'Harvest area Choptank River Lower (137) is closed by the state: rainfall closure';

type Refusal = { message: string; reason?: string; errors?: Record<string, string[]> };

async function world() {
  const t = await createSellerTestApp();
  const seller = await sellerWithCatch(t, OYSTERS);
  const admin = await createUser(t.db, { role: 'admin' });
  const adminClient = await signedInClient(t.app, admin.email);
  return { t, seller, admin, adminClient };
}

const close = (client: Awaited<ReturnType<typeof signedInClient>>, code = '137', body: object = {}) =>
  client.post(`/api/admin/harvest-areas/${code}/closures`, { reason: 'rainfall closure', ...body });

const offSale = async (t: TestApp, id: string) =>
  (await t.db.select({ r: catches.offSaleReason }).from(catches).where(eq(catches.id, id)))[0]?.r;

describe('harvest areas', () => {
  it('lists the Bay areas to anyone, each open until closed', async () => {
    const { t } = await world();
    const areas = await json<HarvestAreaDto[]>(await t.app.request('/api/harvest-areas'));
    expect(areas.length).toBeGreaterThan(10);
    expect(areas.find((a) => a.code === '137')).toEqual({
      code: '137',
      name: 'Choptank River Lower',
      kind: 'shellfish',
      closedNow: false,
      closure: null,
    });
  });

  it('requires a known area on oysters, clams and scallops, and refuses one on anything else', async () => {
    const { seller } = await world();
    const oysters = {
      ...validListing(),
      species: 'Oysters',
      sizeMix: 'selects',
      shellfishTag: shellfishTagIn('137'),
    };
    const none = await seller.client.post('/api/catches', oysters);
    expect(none.status).toBe(400);
    expect((await json<Refusal>(none)).errors?.harvestAreaCode).toEqual([
      'Choose the harvest area the shellfish came from',
    ]);
    const unknown = await seller.client.post('/api/catches', { ...oysters, harvestAreaCode: 'XX-9' });
    expect(unknown.status).toBe(400);
    expect((await json<Refusal>(unknown)).message).toBe(
      'Unknown harvest area "XX-9": choose one from the list of harvest areas',
    );
    const onCrabs = await seller.client.post('/api/catches', { ...validListing(), harvestAreaCode: '137' });
    expect(onCrabs.status).toBe(400);
    expect((await json<Refusal>(onCrabs)).message).toBe(
      'Only oysters, clams and scallops carry a harvest area',
    );
    const good = await seller.client.post('/api/catches', { ...oysters, harvestAreaCode: '137' });
    expect(good.status).toBe(201);
    expect((await json<{ harvestAreaCode: string }>(good)).harvestAreaCode).toBe('137');
  });
});

describe('closing a harvest area', () => {
  it('takes its listings off sale at once, refuses posting, restocking and buying, and tells open orders', async () => {
    const { t, seller, adminClient } = await world();
    const other = await createCatch(t.db, seller.profile.id, { ...OYSTERS, harvestAreaCode: '039' });
    const { user: buyer, client: buyerClient } = await signedInBuyer(t);
    const { orders } = await placeOrder(buyerClient, seller.listing.id, 1);

    const res = await close(adminClient);
    expect(res.status).toBe(201);
    const closure = await json<AreaClosureDto>(res);
    expect(closure).toMatchObject({
      areaCode: '137',
      reason: 'rainfall closure',
      to: null,
      reopenedAt: null,
    });

    expect(await offSale(t, seller.listing.id)).toBe('area_closed');
    expect(await offSale(t, other.id)).toBeNull();
    const market = await json<{ id: string }[]>(await t.app.request('/api/catches'));
    expect(market.map((c) => c.id)).not.toContain(seller.listing.id);
    expect(market.map((c) => c.id)).toContain(other.id);
    const page = await json<{ offSaleReason: string }>(
      await t.app.request(`/api/catches/${seller.listing.id}`),
    );
    expect(page.offSaleReason).toBe('area_closed');

    const post = await seller.client.post('/api/catches', { ...validListing(), ...OYSTERS });
    expect(post.status).toBe(409);
    expect(await json<Refusal>(post)).toMatchObject({ message: CLOSED, reason: 'AREA_CLOSED' });
    const restock = await seller.client.request(`/api/catches/${seller.listing.id}/quantity`, {
      method: 'PATCH',
      json: { quantity: 50 },
    });
    expect(restock.status).toBe(409);
    expect((await json<Refusal>(restock)).message).toBe(CLOSED);

    const { client: another } = await signedInBuyer(t);
    const cart = await addToCart(another, seller.listing.id, 1);
    expect(cart.status).toBe(409);
    expect((await json<Refusal>(cart)).reason).toBe('OFF_SALE');

    const told = (await notificationsOf(t.db, buyer.id)).filter((n) => n.type === 'area_closed');
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain(CLOSED);
    expect((await notificationsOf(t.db, seller.user.id)).some((n) => n.type === 'area_closed')).toBe(true);
    expect(t.mails.some((m) => m.to === buyer.email && m.text.includes(CLOSED))).toBe(true);

    const notices = await json<{ notice: string }[]>(
      await buyerClient.get(`/api/orders/${orders[0]!.id}/area-notices`),
    );
    expect(notices[0]?.notice).toContain(CLOSED);
    const { client: stranger } = await signedInBuyer(t);
    expect((await stranger.get(`/api/orders/${orders[0]!.id}/area-notices`)).status).toBe(404);

    const areas = await json<HarvestAreaDto[]>(await t.app.request('/api/harvest-areas'));
    expect(areas.find((a) => a.code === '137')).toMatchObject({
      closedNow: true,
      closure: { id: closure.id },
    });
  });

  it('reopening puts the listings back on sale, and both are in the activity list', async () => {
    const { t, seller, adminClient } = await world();
    const closure = await json<AreaClosureDto>(await close(adminClient));
    const reopened = await adminClient.request(`/api/admin/closures/${closure.id}`, { method: 'DELETE' });
    expect(reopened.status).toBe(200);
    expect(await offSale(t, seller.listing.id)).toBeNull();
    expect(
      (await adminClient.request(`/api/admin/closures/${closure.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const post = await seller.client.post('/api/catches', { ...validListing(), ...OYSTERS });
    expect(post.status).toBe(201);
    const log = await json<ModerationActionsPageDto>(await adminClient.get('/api/admin/moderation-actions'));
    const actions = log.items.map((item) => item.action);
    expect(actions).toContain('area_closed');
    expect(actions).toContain('area_reopened');
  });

  it('a closure whose end has passed is over: the area reads open and posting is allowed', async () => {
    const { t, seller, adminClient } = await world();
    const from = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    const to = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    expect((await close(adminClient, '137', { from, to })).status).toBe(201);
    const areas = await json<HarvestAreaDto[]>(await t.app.request('/api/harvest-areas'));
    expect(areas.find((a) => a.code === '137')?.closedNow).toBe(false);
    expect((await seller.client.post('/api/catches', { ...validListing(), ...OYSTERS })).status).toBe(201);
    expect(await offSale(t, seller.listing.id)).toBeNull();
    const backwards = await close(adminClient, '137', { from: to, to: from });
    expect(backwards.status).toBe(400);
  });

  it('is for admins only, with a reason, on a known area', async () => {
    const { t, seller, adminClient } = await world();
    expect((await close(seller.client)).status).toBe(403);
    expect((await t.app.request('/api/admin/harvest-areas/137/closures', { method: 'POST' })).status).toBe(
      401,
    );
    expect((await adminClient.post('/api/admin/harvest-areas/137/closures', {})).status).toBe(400);
    expect((await close(adminClient, 'NOPE')).status).toBe(404);
    expect(await offSale(t, seller.listing.id)).toBeNull();
  });
});
