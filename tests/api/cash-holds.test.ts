import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import { MAX_CASH_UNITS_PER_LISTING, MAX_OPEN_CASH_ORDERS } from '../../src/shared/cash-holds';
import { signedInClient } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';
import { addToCart, createCatch, del, sellerWithCatch, signedInBuyer } from './order-helpers';

describe('fair limits on cash reservations', () => {
  it(`refuses a sixth open cash order, but not a card one`, async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 50 });
    const buyer = await signedInBuyer(t);
    for (let i = 0; i < MAX_OPEN_CASH_ORDERS; i++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
    }
    await addToCart(buyer.client, seller.listing.id, 1);
    const sixth = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(sixth.status).toBe(409);
    expect((await sixth.json()).message).toMatch(/^You already hold 5 unpaid cash orders/);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'card' })).status).toBe(201);
  });

  it('frees a place when an order is cancelled', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 50 });
    const buyer = await signedInBuyer(t);
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_CASH_ORDERS; i++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      ids.push((await (await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).json()).id);
    }
    const cancel = await buyer.client.request(`/api/orders/${ids[0]}/status`, {
      method: 'PATCH',
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    await addToCart(buyer.client, seller.listing.id, 1);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
  });

  it(`caps one listing at ${MAX_CASH_UNITS_PER_LISTING} units across open cash orders`, async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 50 });
    const other = await createCatch(t.db, seller.profile.id, { qtyAvailable: 50 });
    const buyer = await signedInBuyer(t);
    await addToCart(buyer.client, seller.listing.id, 7);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
    const line = await (await addToCart(buyer.client, seller.listing.id, 4)).json();
    const refused = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      `Cash orders can hold at most 10 dozen of "${seller.listing.title}" (you already hold 7). Lower the quantity or pay by card.`,
    );
    await del(buyer.client, `/api/cart/${line.id}`);
    await addToCart(buyer.client, seller.listing.id, 3);
    await addToCart(buyer.client, other.id, 10);
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
  });

  it('holds under concurrency: 20 simultaneous cash checkouts by one buyer never open more than 5', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 100 });
    const listings = await Promise.all(
      Array.from({ length: 20 }, () => createCatch(t.db, seller.profile.id)),
    );
    const buyer = await signedInBuyer(t);
    // Twenty tabs of one account, each adding a line and checking out at once. The cart is the
    // account's, so a checkout takes whatever is in it then (or finds it empty, a 400).
    const tabs = await Promise.all(Array.from({ length: 20 }, () => signedInClient(t.app, buyer.user.email)));
    const statuses = await Promise.all(
      tabs.map(async (tab, i) => {
        await addToCart(tab, listings[i]!.id, 1);
        return (await tab.post('/api/orders', { paymentMethod: 'cash' })).status;
      }),
    );
    const placed = statuses.filter((status) => status === 201).length;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(MAX_OPEN_CASH_ORDERS);
    expect(statuses.every((status) => [201, 400, 409].includes(status))).toBe(true);
    expect(await t.db.select().from(orders)).toHaveLength(placed);
  });
});
