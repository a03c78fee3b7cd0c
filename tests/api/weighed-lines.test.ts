import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { CartLineDto } from '../../src/shared/cart.schema';
import { lineMaxTotalCents, lineTotalCents } from '../../src/shared/cart-pricing';
import type { CatchDto } from '../../src/shared/catch.schema';
import type { OrderDto } from '../../src/shared/order.schema';
import { createSeller, createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import type { TestApp } from '../helpers/test-app';
import { confirmPhone, textsTo } from '../helpers/texts';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  addToCart,
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  ROCKFISH,
  sellerWithCatch,
  signedInBuyer,
} from './order-helpers';
import type { Seller } from './sale-helpers';
import { createSellerTestApp, validListing } from './seller-helpers';

const weigh = (client: Client, orderId: string, body: unknown) =>
  client.post(`/api/orders/${orderId}/weigh`, body);

describe('posting a per-pound listing', () => {
  let t: TestApp;
  let client: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    const seller = await createSeller(t.db);
    client = await signedInClient(t.app, seller.user.email);
  });

  const post = (body: Record<string, unknown>) => client.post('/api/catches', { ...validListing(), ...body });

  it('stores the price per lb and one piece’s weight, and reads them back', async () => {
    const res = await post({
      pricing: 'per_lb',
      unitPrice: '8.99',
      estimatedLbPerUnit: { min: '4', max: 6 },
    });
    expect(res.status).toBe(201);
    const listing = await json<CatchDto>(res);
    expect(listing).toMatchObject({
      pricing: 'per_lb',
      unitPrice: '8.99',
      estimatedLbPerUnit: { min: '4.00', max: '6.00' },
    });
    const read = await json<CatchDto>(await client.get(`/api/catches/${listing.id}`));
    expect(read).toMatchObject({ pricing: 'per_lb', estimatedLbPerUnit: { min: '4.00', max: '6.00' } });
    const { client: trpc } = createTrpcTestClient(t.app);
    expect(await trpc.catalog.byId.query({ id: listing.id })).toMatchObject({
      pricing: 'per_lb',
      estimatedLbPerUnit: { min: '4.00', max: '6.00' },
    });
  });

  it('keeps existing and plain listings per unit, with no weight', async () => {
    const listing = await json<CatchDto>(await post({}));
    expect(listing).toMatchObject({ pricing: 'unit', estimatedLbPerUnit: null });
  });

  it('refuses 400: a weight on a unit listing, no weight per lb, max below min, 0, 3 decimals or garbage', async () => {
    const refused = [
      { pricing: 'unit', estimatedLbPerUnit: { min: '4', max: '6' } },
      { estimatedLbPerUnit: { min: '4', max: '6' } },
      { pricing: 'per_lb' },
      { pricing: 'per_lb', estimatedLbPerUnit: { min: '6', max: '4' } },
      { pricing: 'per_lb', estimatedLbPerUnit: { min: '0', max: '4' } },
      { pricing: 'per_lb', estimatedLbPerUnit: { min: '-1', max: '4' } },
      { pricing: 'per_lb', estimatedLbPerUnit: { min: '4.125', max: '6' } },
      { pricing: 'per_lb', estimatedLbPerUnit: { min: 'four', max: '6' } },
      { pricing: 'by_the_boat' },
    ];
    for (const body of refused) expect((await post(body)).status, JSON.stringify(body)).toBe(400);
  });

  it('edits between unit and per lb: a weight on a unit listing is 400, turning unit drops the weight', async () => {
    const unit = await json<CatchDto>(await post({}));
    const path = `/api/catches/${unit.id}`;
    const edit = (body: unknown) => client.request(path, { method: 'PATCH', json: body });
    expect((await edit({ estimatedLbPerUnit: { min: '4', max: '6' } })).status).toBe(400);
    expect((await edit({ pricing: 'per_lb' })).status).toBe(400);
    const perLb = await edit({ pricing: 'per_lb', estimatedLbPerUnit: { min: '4', max: '6.5' } });
    expect(await json<CatchDto>(perLb)).toMatchObject({ estimatedLbPerUnit: { min: '4.00', max: '6.50' } });
    expect((await edit({ estimatedLbPerUnit: { min: '7', max: '6.5' } })).status).toBe(400);
    expect((await edit({ estimatedLbPerUnit: null })).status).toBe(400);
    const back = await json<CatchDto>(await edit({ pricing: 'unit' }));
    expect(back).toMatchObject({ pricing: 'unit', estimatedLbPerUnit: null });
  });
});

describe('weighed lines at the dock', () => {
  let t: TestApp;
  let seller: Seller;

  beforeEach(async () => {
    t = await createSellerTestApp();
    seller = await sellerWithCatch(t, ROCKFISH);
  });

  async function rockfishOrder(qty = 2) {
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, qty);
    return { buyer, orderId: placed.id, itemId: placed.items[0]!.id, placed };
  }

  it('checks out at the estimate, with the maximum beside it and the weight range on the line', async () => {
    const { placed } = await rockfishOrder();
    expect(placed).toMatchObject({
      amountTotal: '89.90',
      estimatedTotal: '89.90',
      maxTotal: '103.39',
      finalTotal: '89.90',
    });
    expect(placed.items[0]).toMatchObject({
      pricing: 'per_lb',
      unitPrice: '8.99',
      qty: 2,
      estimatedLb: '10.00',
      finalLb: null,
      adjustments: [],
    });
  });

  it('shows the listing’s pricing on the cart line, so the cart prices the estimate and the maximum', async () => {
    const buyer = await signedInBuyer(t);
    expect((await addToCart(buyer.client, seller.listing.id, 2)).status).toBe(201);
    const [line] = await json<CartLineDto[]>(await buyer.client.get('/api/cart'));
    expect(line!.catch).toMatchObject({
      pricing: 'per_lb',
      unitPrice: '8.99',
      estimatedLbPerUnit: { min: '4.00', max: '6.00' },
    });
    expect([lineTotalCents(line!), lineMaxTotalCents(line!)]).toEqual([8990, 10339]);
  });

  it('weighs a line: the final follows the weight, logged with its old and new weight; again until closed', async () => {
    const { buyer, orderId, itemId } = await rockfishOrder();
    const res = await weigh(seller.client, orderId, { lines: [{ itemId, lb: '10.4' }] });
    expect(res.status).toBe(200);
    const order = await json<OrderDto>(res);
    expect(order).toMatchObject({ amountTotal: '89.90', estimatedTotal: '89.90', finalTotal: '93.50' });
    expect(order.items[0]).toMatchObject({ finalLb: '10.40', estimatedLb: '10.00' });
    expect(order.items[0]!.adjustments).toEqual([
      {
        kind: 'weigh',
        oldValue: 1000,
        newValue: 1040,
        reason: 'Weighed at the dock',
        at: expect.any(String),
        by: 'seller',
      },
    ]);
    // Heavier than the maximum: charged at the maximum.
    const heavy = await weigh(seller.client, orderId, {
      lines: [{ itemId, lb: 13 }],
      reason: 'scale re-zeroed',
    });
    expect(await json<OrderDto>(heavy)).toMatchObject({ finalTotal: '103.39', maxTotal: '103.39' });
    const seen = await orderOf(buyer.client, orderId);
    expect(seen.items[0]!.finalLb).toBe('13.00');
    expect(seen.items[0]!.adjustments.map((a) => [a.oldValue, a.newValue, a.reason])).toEqual([
      [1000, 1040, 'Weighed at the dock'],
      [1040, 1300, 'scale re-zeroed'],
    ]);
  });

  it('takes the same weight twice once (an offline queue sent again)', async () => {
    const { orderId, itemId } = await rockfishOrder();
    for (let i = 0; i < 2; i += 1) {
      expect((await weigh(seller.client, orderId, { lines: [{ itemId, lb: '9.75' }] })).status).toBe(200);
    }
    const order = await orderOf(seller.client, orderId);
    expect(order.items[0]!.adjustments).toHaveLength(1);
    expect(order.finalTotal).toBe('87.65');
  });

  it('tells the buyer the final weight and total once weighed, in the app and by text; a replay tells nothing', async () => {
    const { buyer, orderId, itemId } = await rockfishOrder();
    await confirmPhone(t.db, buyer.client, '+14105550303');
    for (let i = 0; i < 2; i += 1) await weigh(seller.client, orderId, { lines: [{ itemId, lb: '9.75' }] });
    const finals = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.title === 'Final Weight');
    expect(finals.map((n) => n.message)).toEqual([
      expect.stringMatching(/weighed in: 9\.75 lb Whole rockfish.*\. Final total \$87\.65\.$/),
    ]);
    const texts = (await textsTo(t.db, '+14105550303')).filter((sent) => sent.kind === 'short');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toMatch(/^BayCatch: Order .+ Final total \$87\.65\. Reply STOP to stop$/);
  });

  it("is the seller's alone: the buyer and an admin get 403, anyone else 404", async () => {
    const { buyer, orderId, itemId } = await rockfishOrder();
    const body = { lines: [{ itemId, lb: '10' }] };
    expect((await weigh(buyer.client, orderId, body)).status).toBe(403);
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await weigh(await signedInClient(t.app, admin.email), orderId, body)).status).toBe(403);
    expect((await weigh((await signedInBuyer(t)).client, orderId, body)).status).toBe(404);
    const other = await sellerWithCatch(t);
    expect((await weigh(other.client, orderId, body)).status).toBe(404);
    expect((await weigh(seller.client, 'no-such-order', body)).status).toBe(404);
  });

  it('refuses 400: a unit line, an unknown line, a weight not above 0 or garbage', async () => {
    const { orderId, itemId } = await rockfishOrder();
    const unitListing = await sellerWithCatch(t, { title: 'Jumbo Males' });
    const unitBuyer = await signedInBuyer(t);
    const unitOrder = await placeOrder(unitBuyer.client, unitListing.listing.id, 1);
    const unitRes = await weigh(unitListing.client, unitOrder.id, {
      lines: [{ itemId: unitOrder.items[0]!.id, lb: '5' }],
    });
    expect(unitRes.status).toBe(400);
    for (const lines of [
      [{ itemId: 'nope', lb: '5' }],
      [{ itemId, lb: '0' }],
      [{ itemId, lb: '-3' }],
      [{ itemId, lb: 'heavy' }],
      [{ itemId, lb: '5.125' }],
      [],
      [
        { itemId, lb: '5' },
        { itemId, lb: '6' },
      ],
    ]) {
      expect((await weigh(seller.client, orderId, { lines })).status, JSON.stringify(lines)).toBe(400);
    }
    expect((await orderOf(seller.client, orderId)).items[0]!.adjustments).toEqual([]);
  });

  it('refuses 409 once the order is completed, cancelled or a no-show', async () => {
    for (const end of ['completed', 'cancelled', 'no_show'] as const) {
      const { orderId, itemId } = await rockfishOrder(1);
      await t.db.update(orders).set({ status: end }).where(eq(orders.id, orderId));
      expect((await weigh(seller.client, orderId, { lines: [{ itemId, lb: '5' }] })).status, end).toBe(409);
    }
  });

  it('weighs over tRPC as over REST', async () => {
    const { orderId, itemId } = await rockfishOrder(1);
    const { client } = createTrpcTestClient(t.app);
    await client.auth.login.mutate({ email: seller.user.email, password: FACTORY_PASSWORD });
    const order = await client.orders.weighLines.mutate({
      id: orderId,
      data: { lines: [{ itemId, lb: '4.8' }] },
    });
    expect(order.items[0]).toMatchObject({ finalLb: '4.80', pricing: 'per_lb' });
    expect(order.finalTotal).toBe('43.15');
  });
});
