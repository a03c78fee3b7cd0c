/**
 * Placing an order is safe to send again (src/shared/idempotency.ts): a repeat with the same
 * Idempotency-Key answers the first result instead of placing a second order.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { idempotentRequests, orders } from '../../src/server/db/tables';
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyMessages } from '../../src/shared/idempotency';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addToCart, type Client, json, sellerWithCatch, signedInBuyer, stockOf } from './order-helpers';

const KEY = 'checkout-attempt-0001';

describe('placing an order with an Idempotency-Key', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: Awaited<ReturnType<typeof signedInBuyer>>;

  const place = (client: Client, key: string | undefined, paymentMethod = 'cash') =>
    client.post(
      '/api/orders',
      { paymentMethod },
      key === undefined ? {} : { headers: { 'Idempotency-Key': key } },
    );
  const ordersOf = async (buyerId: string) => t.db.select().from(orders).where(eq(orders.buyerId, buyerId));

  beforeEach(async () => {
    t = await createTestApp();
    seller = await sellerWithCatch(t, { qtyAvailable: 10, unitPriceCents: 8500 });
    buyer = await signedInBuyer(t);
    expect((await addToCart(buyer.client, seller.listing.id, 2)).status).toBe(201);
  });

  it('answers a repeat with the first result, placing one order and taking stock once', async () => {
    const first = await place(buyer.client, KEY);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await place(buyer.client, KEY);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const placed = await json<PlacedOrdersDto>(first);
    expect(await json<PlacedOrdersDto>(again)).toEqual(placed);
    expect((await ordersOf(buyer.user.id)).map((order) => order.id)).toEqual([placed.id]);
    expect(await stockOf(t.db, seller.listing.id)).toBe(8);
  });

  it('places once when the same press arrives twice at the same moment', async () => {
    const [a, b] = await Promise.all([place(buyer.client, KEY), place(buyer.client, KEY)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await json<PlacedOrdersDto>(a)).id).toBe((await json<PlacedOrdersDto>(b)).id);
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('refuses the same key with another request, and a malformed key', async () => {
    expect((await place(buyer.client, KEY)).status).toBe(201);
    const other = await place(buyer.client, KEY, 'card');
    expect(other.status).toBe(409);
    expect((await json<{ message: string }>(other)).message).toBe(idempotencyMessages.otherRequest);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(256)]) {
      const res = await place(buyer.client, bad);
      expect(res.status, bad).toBe(400);
      expect((await json<{ message: string }>(res)).message).toMatch(/Idempotency-Key must be 8 to 255/);
    }
  });

  it('forgets a key whose first run was refused, so the next try runs afresh', async () => {
    const other = await signedInBuyer(t);
    const empty = await place(other.client, KEY);
    expect(empty.status).toBe(400);
    expect((await json<{ message: string }>(empty)).message).toBe('Your cart is empty');
    expect((await addToCart(other.client, seller.listing.id, 1)).status).toBe(201);
    expect((await place(other.client, KEY)).status).toBe(201);
  });

  it("keeps each person's keys apart, and places as before without one", async () => {
    const other = await signedInBuyer(t);
    expect((await addToCart(other.client, seller.listing.id, 1)).status).toBe(201);
    expect((await place(buyer.client, KEY)).status).toBe(201);
    expect((await place(other.client, KEY)).status).toBe(201);
    expect(await ordersOf(other.user.id)).toHaveLength(1);

    const third = await signedInBuyer(t);
    expect((await addToCart(third.client, seller.listing.id, 1)).status).toBe(201);
    expect((await place(third.client, undefined)).status).toBe(201);
    expect((await place(third.client, undefined)).status).toBe(400);
  });

  it('does the same through the tRPC procedure, which takes the key in its input', async () => {
    const call = () =>
      buyer.client.post('/trpc/orders.place', { json: { paymentMethod: 'cash', idempotencyKey: KEY } });
    const first = await call();
    expect(first.status).toBe(200);
    const again = await call();
    expect(again.status).toBe(200);
    const idOf = async (res: Response) =>
      ((await res.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
    expect(await idOf(again)).toBe(await idOf(first));
    expect(await ordersOf(buyer.user.id)).toHaveLength(1);
  });

  it('forgets keys after a day', async () => {
    expect((await place(buyer.client, KEY)).status).toBe(201);
    await t.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 1000) });
    expect(await t.services.idempotency.prune(new Date())).toBe(1);
    expect(await t.db.select().from(idempotentRequests)).toEqual([]);
  });
});
