import { TRPCClientError } from '@trpc/client';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { catches } from '../../src/server/db/tables';
import type { CartLineDto } from '../../src/shared/cart.schema';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  addToCart,
  type Client,
  cartOf,
  createCatch,
  del,
  json,
  patch,
  SATURDAY,
  sellerWithCatch,
  signedInBuyer,
  TUESDAY,
} from './order-helpers';

describe('the cart API', () => {
  let t: TestApp;
  let listing: { id: string; title: string; crabberId: string };
  let buyer: Client;

  beforeEach(async () => {
    t = await createTestApp();
    ({ listing } = await sellerWithCatch(t, { qtyAvailable: 5, title: 'Heavy Jimmies' }));
    ({ client: buyer } = await signedInBuyer(t));
  });

  it('refuses every cart call when signed out', async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get('/api/cart')).status).toBe(401);
    expect((await addToCart(anonymous, listing.id, 1)).status).toBe(401);
    expect((await patch(anonymous, '/api/cart/anything', { qty: 1 })).status).toBe(401);
    expect((await del(anonymous, '/api/cart/anything')).status).toBe(401);
  });

  it('adds a line with its catch and seller nested, money as decimal strings', async () => {
    const res = await addToCart(buyer, listing.id, 2);
    expect(res.status).toBe(201);
    const line = await json<CartLineDto>(res);
    expect(line).toMatchObject({
      catchId: listing.id,
      qty: 2,
      selectedPickupWindow: SATURDAY,
      catch: { title: 'Heavy Jimmies', unitPrice: '85.00', qtyAvailable: 5, isAvailable: true },
    });
    expect(line.catch.crabber.displayName).toMatch(/^Seller/);
    expect(await cartOf(buyer)).toHaveLength(1);
  });

  it('merges the same catch and window into one line, and keeps another window apart', async () => {
    await addToCart(buyer, listing.id, 1);
    const merged = await addToCart(buyer, listing.id, 2);
    expect(merged.status).toBe(200);
    expect((await json<CartLineDto>(merged)).qty).toBe(3);
    expect((await addToCart(buyer, listing.id, 1, TUESDAY)).status).toBe(201);
    const lines = await cartOf(buyer);
    expect(lines.map((line) => [line.selectedPickupWindow.start, line.qty])).toEqual([
      ['Saturday 07:00', 3],
      ['Tuesday 13:00', 1],
    ]);
  });

  it('keeps quantities between 1 and the stock on every add, counting what is already in the cart', async () => {
    expect((await addToCart(buyer, listing.id, 0)).status).toBe(400);
    expect((await addToCart(buyer, listing.id, 1.5)).status).toBe(400);
    const tooMany = await addToCart(buyer, listing.id, 6);
    expect(tooMany.status).toBe(409);
    expect((await json<{ message: string }>(tooMany)).message).toBe('Only 5 dozen of "Heavy Jimmies" left');
    await addToCart(buyer, listing.id, 4);
    expect((await addToCart(buyer, listing.id, 2)).status).toBe(409);
    expect((await cartOf(buyer))[0]?.qty).toBe(4);
  });

  it('only accepts one of the catch’s own pickup windows', async () => {
    const res = await addToCart(buyer, listing.id, 1, { start: 'Monday 05:00', end: 'Monday 06:00' });
    expect(res.status).toBe(400);
    const body = await json<{ message: string; errors: Record<string, string[]> }>(res);
    expect(body.errors.selectedPickupWindow).toEqual([
      'Choose one of the pickup windows offered for this catch',
    ]);
    const missing = await buyer.post('/api/cart', { catchId: listing.id, qty: 1 });
    expect(missing.status).toBe(400);
    expect((await json<{ message: string }>(missing)).message).toContain('Please select pickup window');
  });

  it('refuses catches without windows, unknown, inactive, expired or the buyer’s own', async () => {
    const noWindows = await createCatch(t.db, listing.crabberId, { pickupWindows: [] });
    const res = await addToCart(buyer, noWindows.id, 1);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toContain(
      'Contact seller for pickup availability',
    );

    expect((await addToCart(buyer, 'no-such-catch', 1)).status).toBe(404);
    const inactive = await createCatch(t.db, listing.crabberId, { isActive: false, title: 'Old Sooks' });
    const gone = await addToCart(buyer, inactive.id, 1);
    expect(gone.status).toBe(409);
    expect((await json<{ message: string }>(gone)).message).toBe('"Old Sooks" is no longer available');
    const expired = await createCatch(t.db, listing.crabberId, { expiresAt: new Date(Date.now() - 1000) });
    expect((await addToCart(buyer, expired.id, 1)).status).toBe(409);

    const own = await sellerWithCatch(t);
    expect((await addToCart(own.client, own.listing.id, 1)).status).toBe(403);
  });

  it('changes a quantity within 1 and the stock, checked against the stock as it is now', async () => {
    const line = await json<CartLineDto>(await addToCart(buyer, listing.id, 1));
    const changed = await patch(buyer, `/api/cart/${line.id}`, { qty: 5 });
    expect(changed.status).toBe(200);
    expect((await json<CartLineDto>(changed)).qty).toBe(5);
    expect((await patch(buyer, `/api/cart/${line.id}`, { qty: 0 })).status).toBe(400);
    expect((await patch(buyer, `/api/cart/${line.id}`, { qty: 'two' })).status).toBe(400);
    await t.db.update(catches).set({ qtyAvailable: 3 }).where(eq(catches.id, listing.id));
    const over = await patch(buyer, `/api/cart/${line.id}`, { qty: 4 });
    expect(over.status).toBe(409);
    expect((await json<{ message: string }>(over)).message).toBe('Only 3 dozen of "Heavy Jimmies" left');
    expect((await patch(buyer, `/api/cart/${line.id}`, { qty: 3 })).status).toBe(200);
  });

  it('treats another buyer’s lines as not found, for change and removal alike', async () => {
    const line = await json<CartLineDto>(await addToCart(buyer, listing.id, 1));
    const { client: other } = await signedInBuyer(t);
    expect((await patch(other, `/api/cart/${line.id}`, { qty: 2 })).status).toBe(404);
    expect((await del(other, `/api/cart/${line.id}`)).status).toBe(404);
    expect(await cartOf(other)).toEqual([]);
    expect((await cartOf(buyer))[0]?.qty).toBe(1);
  });

  it('removes a line', async () => {
    const line = await json<CartLineDto>(await addToCart(buyer, listing.id, 1));
    expect((await del(buyer, `/api/cart/${line.id}`)).status).toBe(204);
    expect(await cartOf(buyer)).toEqual([]);
    expect((await del(buyer, `/api/cart/${line.id}`)).status).toBe(404);
  });

  it('keeps the cart with the account, across sign-out and other devices', async () => {
    const { user, client } = await signedInBuyer(t);
    await addToCart(client, listing.id, 2);
    await client.post('/api/auth/logout');
    const otherDevice = createClient(t.app);
    await otherDevice.post('/api/auth/login', { email: user.email, password: 'factory-password-1' });
    expect((await cartOf(otherDevice)).map((line) => line.qty)).toEqual([2]);
  });

  it('offers the same rules through the tRPC cart procedures', async () => {
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.cookie }).client;
    const line = await trpc.cart.add.mutate({ catchId: listing.id, qty: 2, selectedPickupWindow: SATURDAY });
    expect(line.qty).toBe(2);
    expect((await trpc.cart.update.mutate({ id: line.id, data: { qty: 4 } })).qty).toBe(4);
    const error = await trpc.cart.update.mutate({ id: line.id, data: { qty: 9 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).message).toBe('Only 5 dozen of "Heavy Jimmies" left');
    await trpc.cart.remove.mutate({ id: line.id });
    expect(await trpc.cart.list.query()).toEqual([]);
  });
});
