/**
 * A call on someone else's resource is refused for whose it is (403 or 404) whatever its body
 * says: never a 400 that describes the body, which would tell a stranger about the resource and
 * about our validation. Each case sends a body that would fail validation.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';
import { addToCart, json, placeOrder, sellerWithCatch, signedInBuyer } from './order-helpers';

describe('authorisation before validation', () => {
  it("refuses a stranger's call on someone else's resource for whose it is, whatever the body", async () => {
    const t = await createTestApp();
    const owner = await sellerWithCatch(t, { qtyAvailable: 20 });
    const buyer = await signedInBuyer(t);
    const order = await placeOrder(buyer.client, owner.listing.id, 1);
    const line = await json<{ id: string }>(await addToCart(buyer.client, owner.listing.id, 1));
    const strangerSeller = await sellerWithCatch(t);
    const strangerBuyer = await signedInBuyer(t);

    const invalid = { qty: 'lots', quantity: -5, status: 'teleported', paymentIntentId: 42, title: '' };
    const cases = [
      { who: strangerBuyer.client, method: 'PATCH', path: `/api/cart/${line.id}` },
      { who: strangerSeller.client, method: 'PATCH', path: `/api/catches/${owner.listing.id}` },
      { who: strangerSeller.client, method: 'PATCH', path: `/api/catches/${owner.listing.id}/quantity` },
      {
        who: strangerSeller.client,
        method: 'POST',
        path: `/api/catches/${owner.listing.id}/confirm-promotion`,
      },
      { who: strangerBuyer.client, method: 'PATCH', path: `/api/orders/${order.id}/status` },
      { who: strangerSeller.client, method: 'PATCH', path: `/api/orders/${order.id}/status` },
      { who: strangerBuyer.client, method: 'PATCH', path: `/api/sellers/${owner.profile.id}` },
      { who: strangerBuyer.client, method: 'POST', path: `/api/orders/${order.id}/review` },
      // The order's own seller may see it but not review it.
      { who: owner.client, method: 'POST', path: `/api/orders/${order.id}/review` },
    ];
    for (const { who, method, path } of cases) {
      const res = await who.request(path, { method, json: invalid });
      const body = await json<{ message: string; errors?: unknown }>(res);
      expect({ method, path, status: [403, 404].includes(res.status) }).toEqual({
        method,
        path,
        status: true,
      });
      expect({ method, path, errors: body.errors }).toEqual({ method, path, errors: undefined });
    }
    // The owner sending the same body hears what is wrong with it.
    const own = await owner.client.request(`/api/catches/${owner.listing.id}/quantity`, {
      method: 'PATCH',
      json: invalid,
    });
    expect(own.status).toBe(400);
  });
});
