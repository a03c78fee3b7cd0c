import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { OrderDto } from '../../src/shared/order.schema';
import { createUser, FACTORY_PASSWORD, signedInClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
  stockOf,
} from './order-helpers';
import { intentRow, paidCardOrder, type Seller, shortLines } from './sale-helpers';

describe('lines marked short', () => {
  let t: TestApp;
  let seller: Seller;
  let buyer: { user: { id: string; email: string }; client: Client };
  const REASON = 'the boat came back light';

  beforeEach(async () => {
    t = await createTestApp();
    // $10.00 a dozen: 12 dozen is $120.00, and $126.00 by card.
    seller = await sellerWithCatch(t, { qtyAvailable: 40, unitPriceCents: 1000, title: 'Jumbo Males' });
    buyer = await signedInBuyer(t);
  });

  /** Cash holds are limited per buyer (cash-holds.ts), so each extra order has a buyer of its own. */
  async function cashOrder(qty = 9, who = buyer) {
    const placed = await placeOrder(who.client, seller.listing.id, qty);
    return { orderId: placed.id, itemId: placed.items[0]!.id };
  }

  it('hands over 6 of 9, then 4: the line, its log, the stock and the cash total follow', async () => {
    const { orderId, itemId } = await cashOrder();
    expect(await stockOf(t.db, seller.listing.id)).toBe(31);
    const res = await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 6 }], reason: REASON });
    expect(res.status).toBe(200);
    const order = await json<OrderDto>(res);
    expect(order.items[0]).toMatchObject({ qty: 9, finalQty: 6 });
    expect(order.items[0]!.adjustments).toEqual([
      { kind: 'short', oldValue: 9, newValue: 6, reason: REASON, at: expect.any(String), by: 'seller' },
    ]);
    expect(order).toMatchObject({
      amountSubtotal: '60.00',
      fees: '0.00',
      amountTotal: '60.00',
      creditNotes: [],
    });
    expect(await stockOf(t.db, seller.listing.id)).toBe(34);
    const told = (await notificationsOf(t.db, buyer.user.id)).map((row) => row.message);
    expect(told).toContainEqual(
      expect.stringContaining('can hand over 6 of your 9 dozen Jumbo Males: the boat came back light.'),
    );
    expect(told).toContainEqual(expect.stringContaining('is now $60.00'));
    // By e-mail too (and to the buyer's phones: order news is pushed, push.schema.ts).
    await expect
      .poll(() =>
        t.mails.some(
          (mail) => mail.to === buyer.user.email && mail.text.includes('can hand over 6 of your 9'),
        ),
      )
      .toBe(true);

    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 4 }], reason: 'two dozen were soft' });
    const again = await orderOf(buyer.client, orderId);
    expect(again.items[0]!.finalQty).toBe(4);
    expect(again.items[0]!.adjustments.map((a) => [a.oldValue, a.newValue, a.reason])).toEqual([
      [9, 6, REASON],
      [6, 4, 'two dozen were soft'],
    ]);
    expect(again.amountTotal).toBe('40.00');
    expect(await stockOf(t.db, seller.listing.id)).toBe(36);
  });

  it('answers the same through tRPC', async () => {
    const { orderId, itemId } = await cashOrder();
    const { client } = createTrpcTestClient(t.app);
    await client.auth.login.mutate({ email: seller.user.email, password: FACTORY_PASSWORD });
    const order = await client.orders.markShort.mutate({
      id: orderId,
      data: { lines: [{ itemId, qty: 7 }], reason: REASON },
    });
    expect(order.items[0]!.finalQty).toBe(7);
  });

  it('refuses bad lines with 400: above what was ordered, above the short quantity, negative, unknown, no reason', async () => {
    const { orderId, itemId } = await cashOrder();
    const bodies = [
      { lines: [{ itemId, qty: 10 }], reason: REASON },
      { lines: [{ itemId, qty: -1 }], reason: REASON },
      { lines: [{ itemId, qty: 1.5 }], reason: REASON },
      { lines: [{ itemId: 'no-such-line', qty: 1 }], reason: REASON },
      { lines: [{ itemId, qty: 8 }], reason: '  ' },
      { lines: [{ itemId, qty: 8 }] },
      { lines: [], reason: REASON },
    ];
    for (const body of bodies)
      expect((await shortLines(seller.client, orderId, body)).status, JSON.stringify(body)).toBe(400);
    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 6 }], reason: REASON });
    // Once short, a line never goes back up.
    expect(
      (await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 7 }], reason: REASON })).status,
    ).toBe(400);
    expect(await stockOf(t.db, seller.listing.id)).toBe(34);
  });

  it("is the seller's alone: the buyer and an admin get 403, anyone else 404", async () => {
    const { orderId, itemId } = await cashOrder();
    const body = { lines: [{ itemId, qty: 8 }], reason: REASON };
    expect((await shortLines(buyer.client, orderId, body)).status).toBe(403);
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await shortLines(await signedInClient(t.app, admin.email), orderId, body)).status).toBe(403);
    const stranger = await signedInBuyer(t);
    expect((await shortLines(stranger.client, orderId, body)).status).toBe(404);
    const otherSeller = await sellerWithCatch(t);
    expect((await shortLines(otherSeller.client, orderId, body)).status).toBe(404);
    expect((await shortLines(seller.client, 'no-such-order', body)).status).toBe(404);
    expect((await orderOf(buyer.client, orderId)).items[0]!.finalQty).toBeNull();
  });

  it('refuses 409 once the order is completed, cancelled or a no-show', async () => {
    for (const end of ['completed', 'cancelled', 'no_show'] as const) {
      const { orderId, itemId } = await cashOrder(2, await signedInBuyer(t));
      await t.db.update(orders).set({ status: end }).where(eq(orders.id, orderId));
      const res = await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 1 }], reason: REASON });
      expect(res.status, end).toBe(409);
    }
  });

  it('cancels the order when every line ends at 0, with all its stock back', async () => {
    const { orderId, itemId } = await cashOrder();
    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 5 }], reason: REASON });
    const res = await shortLines(seller.client, orderId, {
      lines: [{ itemId, qty: 0 }],
      reason: 'none left',
    });
    expect(res.status).toBe(200);
    expect(await json<OrderDto>(res)).toMatchObject({ status: 'cancelled', amountTotal: '0.00' });
    expect(await stockOf(t.db, seller.listing.id)).toBe(40);
    const told = (await notificationsOf(t.db, buyer.user.id)).map((row) => row.message);
    expect(told).toContainEqual(expect.stringContaining('so it is cancelled'));
  });

  it('lets the buyer cancel the rest after a short line, even while it is prepared', async () => {
    const other = await signedInBuyer(t);
    const plain = await cashOrder(2, other);
    await setStatus(seller.client, plain.orderId, 'preparing');
    expect((await setStatus(other.client, plain.orderId, 'cancelled')).status).toBe(409);

    const { orderId, itemId } = await cashOrder(9);
    await setStatus(seller.client, orderId, 'ready');
    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 6 }], reason: REASON });
    const stock = await stockOf(t.db, seller.listing.id);
    const res = await setStatus(buyer.client, orderId, 'cancelled');
    expect(res.status).toBe(200);
    expect((await json<OrderDto>(res)).status).toBe('cancelled');
    // Only the 6 still held come back; the 3 short came back when marked.
    expect(await stockOf(t.db, seller.listing.id)).toBe(stock + 6);
  });

  describe('on a card order', () => {
    it('refuses 409 while the card payment has not arrived', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 12, 'card');
      const res = await shortLines(seller.client, placed.id, {
        lines: [{ itemId: placed.items[0]!.id, qty: 8 }],
        reason: REASON,
      });
      expect(res.status).toBe(409);
      expect((await json<{ message: string }>(res)).message).toMatch(/has not arrived yet/);
    });

    it('gives the difference back to the card at once as a credit note', async () => {
      const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 12, t.db);
      const itemId = (await orderOf(buyer.client, orderId)).items[0]!.id;
      const order = await json<OrderDto>(
        await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: REASON }),
      );
      // $126.00 as ordered; 8 dozen is $80.00 + $4.00 fee, so $42.00 goes back.
      expect(order).toMatchObject({ amountSubtotal: '80.00', fees: '4.00', amountTotal: '84.00' });
      expect(order.paymentStatus).toBe('partially_refunded');
      expect(order.creditNotes).toEqual([
        {
          id: expect.any(String),
          amount: '42.00',
          method: 'card',
          reason: REASON,
          lines: [{ itemId, qty: 4 }],
          at: expect.any(String),
        },
      ]);
      expect(await intentRow(t.db, intentId)).toMatchObject({
        amountCents: 12600,
        amountRefundedCents: 4200,
      });
      const told = (await notificationsOf(t.db, buyer.user.id)).map((row) => row.message);
      expect(told).toContainEqual(expect.stringContaining('$42.00 will be refunded to your card.'));
      // The seller can still hand it over.
      expect((await setStatus(seller.client, orderId, 'ready')).status).toBe(200);

      const none = await json<OrderDto>(
        await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 0 }], reason: 'all soft' }),
      );
      expect(none).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 12600 });
    });

    it('refunds only what is left when the buyer cancels the rest', async () => {
      const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 12, t.db);
      const itemId = (await orderOf(buyer.client, orderId)).items[0]!.id;
      await setStatus(seller.client, orderId, 'preparing');
      await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: REASON });
      expect((await setStatus(buyer.client, orderId, 'cancelled')).status).toBe(200);
      expect(await orderOf(buyer.client, orderId)).toMatchObject({
        status: 'cancelled',
        paymentStatus: 'refunded',
      });
      expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 12600 });
    });
  });
});
