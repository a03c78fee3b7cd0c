/**
 * Fair-use limits on the calls that cost money, CPU or someone's attention: per account and per
 * address, 429 with Retry-After, REST and tRPC alike, and off with RATE_LIMITS=off.
 */
import { describe, expect, it } from 'vitest';
import { rateLimitPolicies } from '../../src/server/http/rate-limit-policies';
import { createUser, signedInClient } from '../helpers/factories';
import { createTestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { addToCart, json, sellerWithCatch, signedInBuyer } from './order-helpers';
import { fileForm } from './seller-helpers';

const limitedApp = () => createTestApp({ rateLimits: true });

describe('fair-use limits', () => {
  // Card orders: cash orders have a cap of their own (cash-holds.test.ts) that would stop them first.
  it('lets 10 of 30 orders a minute from one account through, then answers 429 with Retry-After', async () => {
    const t = await limitedApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 1000 });
    const buyer = await signedInBuyer(t);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 30; i++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      const res = await buyer.client.post('/api/orders', { paymentMethod: 'card' });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
    }
    const allowed = rateLimitPolicies.orderPlacement.perAccount.points;
    expect(statuses.filter((s) => s === 201)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - allowed);
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await json<{ message: string }>(refused!)).message).toMatch(/Too many requests/);
    // Logged as a security event, with who and where but no secrets.
    expect(t.logs.some((log) => log.fields?.security === 'rate_limited')).toBe(true);
  });

  it('counts the tRPC procedure and the REST route together', async () => {
    const t = await limitedApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 1000 });
    const buyer = await signedInBuyer(t);
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const allowed = rateLimitPolicies.orderPlacement.perAccount.points;
    for (let i = 0; i < allowed; i++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      await trpc.orders.place.mutate({ paymentMethod: 'card' });
    }
    await addToCart(buyer.client, seller.listing.id, 1);
    await expect(trpc.orders.place.mutate({ paymentMethod: 'card' })).rejects.toMatchObject({
      data: { httpStatus: 429 },
    });
    expect((await buyer.client.post('/api/orders', { paymentMethod: 'card' })).status).toBe(429);
  });

  it('lets 5 of 15 promotions a minute from one seller through', async () => {
    const t = await limitedApp();
    const seller = await sellerWithCatch(t);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await seller.client.post(`/api/catches/${seller.listing.id}/promote`)).status);
    }
    const allowed = rateLimitPolicies.promotion.perAccount.points;
    expect(statuses.filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15 - allowed);
  });

  it('limits payment intents and uploads per account', async () => {
    const t = await limitedApp();
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    await addToCart(buyer.client, seller.listing.id, 1);
    const placed = await json<{ id: string }>(
      await buyer.client.post('/api/orders', { paymentMethod: 'card' }),
    );
    const intents: number[] = [];
    for (let i = 0; i <= rateLimitPolicies.paymentIntent.perAccount.points; i++) {
      intents.push((await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`)).status);
    }
    expect(intents.at(-1)).toBe(429);
    expect(intents.slice(0, -1).every((s) => s === 200)).toBe(true);

    const uploads: number[] = [];
    for (let i = 0; i <= rateLimitPolicies.upload.perAccount.points; i++) {
      const res = await seller.client.request('/api/uploads/photos', {
        method: 'POST',
        body: fileForm('not an image', 'x.png'),
      });
      uploads.push(res.status);
    }
    expect(uploads.at(-1)).toBe(429);
    expect(uploads.slice(0, -1).every((s) => s === 400)).toBe(true);
  });

  it('counts per address too: many accounts from one address share its allowance', async () => {
    const t = await limitedApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 1000 });
    const perAddress = rateLimitPolicies.orderPlacement.perAddress.points;
    let placed = 0;
    let refused = 0;
    for (let account = 0; account < 5; account++) {
      const user = await createUser(t.db);
      const client = await signedInClient(t.app, user.email);
      for (let i = 0; i < 8; i++) {
        await addToCart(client, seller.listing.id, 1);
        const status = (await client.post('/api/orders', { paymentMethod: 'card' })).status;
        if (status === 201) placed += 1;
        if (status === 429) refused += 1;
      }
    }
    expect(placed).toBe(perAddress);
    expect(refused).toBe(40 - perAddress);
  });

  it('are off with RATE_LIMITS=off: thirty orders in a minute all go through', async () => {
    const t = await createTestApp({ rateLimits: false });
    const seller = await sellerWithCatch(t, { qtyAvailable: 1000 });
    const buyer = await signedInBuyer(t);
    for (let i = 0; i < 30; i++) {
      await addToCart(buyer.client, seller.listing.id, 1);
      expect((await buyer.client.post('/api/orders', { paymentMethod: 'card' })).status).toBe(201);
    }
  });
});
