import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { catches, emailOutbox, orderItems, orders } from '../../src/server/db/tables';
import type { OrderDto } from '../../src/shared/order.schema';
import { formatSlot } from '../../src/shared/pickup-slots';
import { createSeller, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import {
  addToCart,
  type Client,
  cartOf,
  createCatch,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  SATURDAY,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
  stockOf,
  TUESDAY,
} from './order-helpers';

const PICKUP_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describe('checkout and orders', () => {
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: { user: { id: string; email: string }; client: Client };

  beforeEach(async () => {
    t = await createTestApp();
    seller = await sellerWithCatch(t, { qtyAvailable: 10, unitPriceCents: 8500, title: 'Jumbo Males' });
    buyer = await signedInBuyer(t);
  });

  describe('POST /api/orders', () => {
    it('refuses a signed-out caller, an unknown payment method and an empty cart', async () => {
      expect((await createClient(t.app).post('/api/orders', { paymentMethod: 'cash' })).status).toBe(401);
      expect((await buyer.client.post('/api/orders', { paymentMethod: 'bitcoin' })).status).toBe(400);
      const empty = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
      expect(empty.status).toBe(400);
      expect((await json<{ message: string }>(empty)).message).toBe('Your cart is empty');
    });

    it('places a cash order: no fee, snapshots, stock taken, cart emptied, random pickup code', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 3, 'cash');
      expect(placed).toMatchObject({
        status: 'confirmed',
        paymentMethod: 'cash',
        paymentStatus: 'unpaid',
        amountSubtotal: '255.00',
        fees: '0.00',
        tax: '0.00',
        amountTotal: '255.00',
        pickupWindow: SATURDAY,
        pickupLocationAddress: '6003 Drum Point Road, Deale, MD 20751',
        crabber: { id: seller.profile.id, displayName: seller.profile.displayName },
        buyer: { email: buyer.user.email },
        viewerRole: 'buyer',
        items: [
          { title: 'Jumbo Males', qty: 3, unitPrice: '85.00', unitType: 'dozen', species: 'Blue Crab' },
        ],
      });
      expect(placed.qrCode).toMatch(PICKUP_CODE);
      expect(placed.orders.map((order) => order.id)).toEqual([placed.id]);
      expect(await stockOf(t.db, seller.listing.id)).toBe(7);
      expect(await cartOf(buyer.client)).toEqual([]);

      const again = await placeOrder(buyer.client, seller.listing.id, 1, 'cash');
      expect(again.qrCode).not.toBe(placed.qrCode);
    });

    it('adds the 5% service fee, rounded to the cent, for card payment only', async () => {
      const cheap = await createCatch(t.db, seller.profile.id, { unitPriceCents: 1999 });
      const placed = await placeOrder(buyer.client, cheap.id, 3, 'card');
      // 3 x 19.99 = 59.97; 5% = 2.9985, rounded to 3.00
      expect(placed).toMatchObject({
        amountSubtotal: '59.97',
        fees: '3.00',
        amountTotal: '62.97',
        paymentStatus: 'unpaid',
      });
    });

    it('prices from the listing as it is at checkout, never from the client', async () => {
      await addToCart(buyer.client, seller.listing.id, 2);
      await t.db.update(catches).set({ unitPriceCents: 9000 }).where(eq(catches.id, seller.listing.id));
      const res = await buyer.client.post('/api/orders', {
        paymentMethod: 'cash',
        amountTotal: '1.00',
        items: [{ unitPrice: '0.01' }],
      });
      expect(res.status).toBe(201);
      const placed = await json<OrderDto>(res);
      expect(placed.amountTotal).toBe('180.00');
      expect(placed.items[0]?.unitPrice).toBe('90.00');
      // The snapshot stays when the listing changes again afterwards.
      await t.db
        .update(catches)
        .set({ unitPriceCents: 100, title: 'Renamed' })
        .where(eq(catches.id, seller.listing.id));
      expect((await orderOf(buyer.client, placed.id)).items[0]).toMatchObject({
        title: 'Jumbo Males',
        unitPrice: '90.00',
      });
    });

    it('makes one order per seller and pickup window', async () => {
      const other = await sellerWithCatch(t, { unitPriceCents: 2000 });
      await addToCart(buyer.client, seller.listing.id, 1, SATURDAY);
      await addToCart(buyer.client, seller.listing.id, 1, TUESDAY);
      await addToCart(buyer.client, other.listing.id, 2);
      const res = await buyer.client.post('/api/orders', { paymentMethod: 'card' });
      expect(res.status).toBe(201);
      const placed = await json<OrderDto & { orders: OrderDto[] }>(res);
      expect(
        placed.orders.map((order) => [
          order.crabber.id,
          order.pickupWindow.start,
          order.amountSubtotal,
          order.fees,
        ]),
      ).toEqual([
        [seller.profile.id, 'Saturday 07:00', '85.00', '4.25'],
        [seller.profile.id, 'Tuesday 13:00', '85.00', '4.25'],
        [other.profile.id, 'Saturday 07:00', '40.00', '2.00'],
      ]);
      expect(placed.id).toBe(placed.orders[0]?.id);
    });

    it('with too little stock answers 409 naming the catch and takes nothing', async () => {
      const scarce = await createCatch(t.db, seller.profile.id, { qtyAvailable: 2, title: 'Soft Shells' });
      await addToCart(buyer.client, seller.listing.id, 1);
      await addToCart(buyer.client, scarce.id, 2);
      await t.db.update(catches).set({ qtyAvailable: 1 }).where(eq(catches.id, scarce.id));
      const res = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
      expect(res.status).toBe(409);
      expect((await json<{ message: string }>(res)).message).toContain('"Soft Shells"');
      expect(await stockOf(t.db, seller.listing.id)).toBe(10);
      expect(await stockOf(t.db, scarce.id)).toBe(1);
      expect(await t.db.select().from(orders)).toEqual([]);
      expect(await t.db.select().from(orderItems)).toEqual([]);
      expect(await cartOf(buyer.client)).toHaveLength(2);
    });

    it('refuses a catch that expired or lost its window since it went into the cart', async () => {
      await addToCart(buyer.client, seller.listing.id, 1);
      await t.db
        .update(catches)
        .set({ pickupWindows: [TUESDAY] })
        .where(eq(catches.id, seller.listing.id));
      const noWindow = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
      expect(noWindow.status).toBe(409);
      expect((await json<{ message: string }>(noWindow)).message).toContain('no longer offered');
      await t.db
        .update(catches)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(catches.id, seller.listing.id));
      const expired = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
      expect(expired.status).toBe(409);
      expect((await json<{ message: string }>(expired)).message).toBe('"Jumbo Males" is no longer available');
    });

    it('tells the seller about a cash order, in the app and by e-mail', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash');
      const [note] = await notificationsOf(t.db, seller.user.id);
      expect(note).toMatchObject({ type: 'order_placed', title: 'New Order', data: { orderId: placed.id } });
      expect(note?.message).toContain('2 dozen Jumbo Males');
      // The dated slot, on the dock's clock: the window's next open Saturday.
      const slot = formatSlot({ startsAt: placed.pickupSlotStart!, endsAt: placed.pickupSlotEnd! });
      expect(slot).toMatch(/^Sat [A-Z][a-z]{2} \d{1,2}, 7:00-11:00 AM$/);
      expect(note?.message).toContain(slot);
      const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.user.email));
      expect(mail.map((m) => m.subject)).toEqual(['BayCatch: New Order']);
    });

    it('keeps an unpaid card order from the seller until it is paid', async () => {
      await placeOrder(buyer.client, seller.listing.id, 1, 'card');
      expect(await notificationsOf(t.db, seller.user.id)).toEqual([]);
      expect(await json<OrderDto[]>(await seller.client.get('/api/crabber/orders'))).toEqual([]);
    });
  });

  describe('reading orders', () => {
    it('shows an order to its buyer and its seller only; the pickup code to the buyer only', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const asBuyer = await orderOf(buyer.client, placed.id);
      expect(asBuyer.qrCode).toBe(placed.qrCode);
      expect(asBuyer.viewerRole).toBe('buyer');
      const asSeller = await orderOf(seller.client, placed.id);
      expect(asSeller.qrCode).toBeNull();
      expect(asSeller.viewerRole).toBe('seller');
      expect(asSeller.buyer.email).toBe(buyer.user.email);

      const stranger = await signedInBuyer(t);
      expect((await stranger.client.get(`/api/orders/${placed.id}`)).status).toBe(404);
      const otherSeller = await sellerWithCatch(t);
      expect((await otherSeller.client.get(`/api/orders/${placed.id}`)).status).toBe(404);
      expect((await buyer.client.get('/api/orders/0000-no-such-order')).status).toBe(404);
      expect((await createClient(t.app).get(`/api/orders/${placed.id}`)).status).toBe(401);
    });

    it('lists the buyer’s own orders newest first', async () => {
      const first = await placeOrder(buyer.client, seller.listing.id, 1);
      const second = await placeOrder(buyer.client, seller.listing.id, 2);
      await t.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, first.id));
      const stranger = await signedInBuyer(t);
      await placeOrder(stranger.client, seller.listing.id, 1);
      const mine = await json<OrderDto[]>(await buyer.client.get('/api/orders'));
      expect(mine.map((order) => order.id)).toEqual([second.id, first.id]);
      expect((await createClient(t.app).get('/api/orders')).status).toBe(401);
    });

    it('lists a seller’s orders for their dashboard, refusing non-sellers', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const other = await sellerWithCatch(t);
      const stranger = await signedInBuyer(t);
      await placeOrder(stranger.client, other.listing.id, 1);
      const list = await json<OrderDto[]>(await seller.client.get('/api/crabber/orders'));
      expect(list.map((order) => order.id)).toEqual([placed.id]);
      expect(list[0]?.buyer.email).toBe(buyer.user.email);
      expect((await buyer.client.get('/api/crabber/orders')).status).toBe(403);
    });
  });

  describe('PATCH /api/orders/{id}/status', () => {
    it('lets the seller move an order along the machine and tells the buyer, above all when ready', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'cash');
      const preparing = await setStatus(seller.client, placed.id, 'preparing');
      expect(preparing.status).toBe(200);
      expect((await json<OrderDto>(preparing)).status).toBe('preparing');
      expect((await setStatus(seller.client, placed.id, 'ready')).status).toBe(200);
      const completed = await json<OrderDto>(await setStatus(seller.client, placed.id, 'completed'));
      expect(completed).toMatchObject({ status: 'completed', paymentStatus: 'paid' });

      const notes = (await notificationsOf(t.db, buyer.user.id)).map((n) => [n.type, n.title]);
      expect(notes).toEqual([
        ['order_status', 'Order Confirmed'],
        ['order_status', 'Order Being Prepared'],
        ['order_ready', 'Order Ready for Pickup'],
        ['order_status', 'Order Completed'],
      ]);
      const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, buyer.user.email));
      expect(mail.map((m) => m.subject)).toContain('BayCatch: Order Ready for Pickup');
    });

    it('goes straight from confirmed to ready', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      expect((await json<OrderDto>(await setStatus(seller.client, placed.id, 'ready'))).status).toBe('ready');
    });

    it('answers 409 with a message for any other transition', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const skip = await setStatus(seller.client, placed.id, 'completed');
      expect(skip.status).toBe(409);
      expect((await json<{ message: string }>(skip)).message).toBe(
        'An order cannot go from confirmed to completed',
      );
      await setStatus(seller.client, placed.id, 'ready');
      expect((await setStatus(seller.client, placed.id, 'preparing')).status).toBe(409);
      await setStatus(seller.client, placed.id, 'completed');
      const after = await setStatus(seller.client, placed.id, 'cancelled');
      expect(after.status).toBe(409);
      expect((await json<{ message: string }>(after)).message).toBe(
        'This order is completed and can no longer change',
      );
      expect((await setStatus(seller.client, placed.id, 'shipped')).status).toBe(400);
    });

    it('does not let the buyer change the status, only cancel while confirmed', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const res = await setStatus(buyer.client, placed.id, 'ready');
      expect(res.status).toBe(403);
      expect((await json<{ message: string }>(res)).message).toBe(
        "Only the seller can change this order's status",
      );
      await setStatus(seller.client, placed.id, 'preparing');
      expect((await setStatus(buyer.client, placed.id, 'cancelled')).status).toBe(409);
      expect((await orderOf(buyer.client, placed.id)).status).toBe('preparing');
    });

    it('lets the buyer cancel a confirmed order, returning the stock and telling the seller', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 4);
      expect(await stockOf(t.db, seller.listing.id)).toBe(6);
      const res = await setStatus(buyer.client, placed.id, 'cancelled');
      expect(res.status).toBe(200);
      expect((await json<OrderDto>(res)).status).toBe('cancelled');
      expect(await stockOf(t.db, seller.listing.id)).toBe(10);
      const notes = (await notificationsOf(t.db, seller.user.id)).map((n) => n.type);
      expect(notes).toEqual(['order_placed', 'order_cancelled']);
    });

    it('lets the seller cancel before completion, returning the stock and telling the buyer', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 2);
      await setStatus(seller.client, placed.id, 'ready');
      expect((await setStatus(seller.client, placed.id, 'cancelled')).status).toBe(200);
      expect(await stockOf(t.db, seller.listing.id)).toBe(10);
      expect((await notificationsOf(t.db, buyer.user.id)).map((n) => n.title)).toContain('Order Cancelled');
      // Cancelling twice returns nothing twice.
      expect((await setStatus(seller.client, placed.id, 'cancelled')).status).toBe(409);
      expect(await stockOf(t.db, seller.listing.id)).toBe(10);
    });

    it('hides the order from other sellers and strangers', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const other = await sellerWithCatch(t);
      expect((await setStatus(other.client, placed.id, 'ready')).status).toBe(404);
      const stranger = await signedInBuyer(t);
      expect((await setStatus(stranger.client, placed.id, 'cancelled')).status).toBe(404);
      expect((await setStatus(createClient(t.app), placed.id, 'ready')).status).toBe(401);
    });
  });

  describe('the pickup check at the dock', () => {
    it('finds the seller’s own order by its code, however it is typed, and completes it', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      await setStatus(seller.client, placed.id, 'ready');
      const typed = placed.qrCode!.toLowerCase().replace(/-/g, ' ');
      const res = await seller.client.post('/api/crabber/orders/pickup-check', { code: typed });
      expect(res.status).toBe(200);
      const found = await json<OrderDto>(res);
      expect(found).toMatchObject({ id: placed.id, status: 'ready', qrCode: null });
      expect((await json<OrderDto>(await setStatus(seller.client, found.id, 'completed'))).status).toBe(
        'completed',
      );
    });

    it('does not find other sellers’ orders, and explains a malformed code', async () => {
      const placed = await placeOrder(buyer.client, seller.listing.id, 1);
      const other = await createSeller(t.db);
      const otherClient = await signedInClient(t.app, other.user.email);
      const foreign = await otherClient.post('/api/crabber/orders/pickup-check', { code: placed.qrCode });
      expect(foreign.status).toBe(404);
      expect((await json<{ message: string }>(foreign)).message).toBe(
        'No order of yours has this pickup code',
      );
      const bad = await seller.client.post('/api/crabber/orders/pickup-check', { code: 'ABC' });
      expect(bad.status).toBe(400);
      expect(
        (await buyer.client.post('/api/crabber/orders/pickup-check', { code: placed.qrCode })).status,
      ).toBe(403);
    });
  });
});
