import { describe, expect, it } from 'vitest';
import { createClient, createTestApp } from '../helpers/test-app';
import { json, orderRow, placeOrder, sellerWithCatch, signedInBuyer, stockOf } from './order-helpers';

describe('the card payment window', () => {
  it('is a setting: an unpaid card order holds its catch that long, and the screens are told', async () => {
    // Orders are stamped with the real time when written, so the test clock starts there.
    const clock = { now: new Date() };
    const t = await createTestApp({ cardPaymentWindowMinutes: 2 }, { now: () => clock.now });
    const seller = await sellerWithCatch(t, { qtyAvailable: 5 });
    const buyer = await signedInBuyer(t);
    expect(await json(await createClient(t.app).get('/api/payments/config'))).toMatchObject({
      paymentWindowMinutes: 2,
    });

    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
    // Counted from the order's own stamp, however long the set-up above took.
    const placedAt = (await orderRow(t.db, placed.id)).createdAt;
    clock.now = new Date(placedAt.getTime() + 119_000);
    expect(await t.services.orders.sweepCardPayments()).toEqual({ cancelled: 0 });
    clock.now = new Date(clock.now.getTime() + 2_000);
    expect(await t.services.orders.sweepCardPayments()).toEqual({ cancelled: 1 });
    expect((await orderRow(t.db, placed.id)).status).toBe('cancelled');
    expect(await stockOf(t.db, seller.listing.id)).toBe(5);
  });
});
