import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { first } from '../../src/server/db/query';
import { cartItems, catches } from '../../src/server/db/tables';
import type { CartLineDto } from '../../src/shared/cart.schema';
import type { PlacedOrdersDto } from '../../src/shared/order.schema';
import {
  type Client,
  cartOf,
  datedPickupsApp,
  json,
  notificationsOf,
  SATURDAY,
  signedInBuyer,
  TUESDAY,
} from './order-helpers';

async function setUp() {
  const app = await datedPickupsApp();
  return { ...app, buyer: await signedInBuyer(app.t) };
}

const add = (client: Client, catchId: string, window: typeof SATURDAY, pickupDate?: unknown, qty = 1) =>
  client.post('/api/cart', { catchId, qty, selectedPickupWindow: window, pickupDate });

describe('the dated pickups a catch offers', () => {
  it('lists each upcoming slot with its window and date, closed ones saying why, none after expiry', async () => {
    const { clock, seller, buyer } = await setUp();
    const read = async () =>
      (await json<{ pickupSlots: unknown[] }>(await buyer.client.get(`/api/catches/${seller.listing.id}`)))
        .pickupSlots;
    expect(await read()).toEqual([
      {
        start: '2026-11-28T12:00:00.000Z',
        end: '2026-11-28T16:00:00.000Z',
        window: SATURDAY,
        date: '2026-11-28',
      },
      {
        start: '2026-12-01T18:00:00.000Z',
        end: '2026-12-01T22:00:00.000Z',
        window: TUESDAY,
        date: '2026-12-01',
      },
    ]);
    clock.now = new Date('2026-11-28T10:01:00Z');
    expect((await read())[0]).toMatchObject({ date: '2026-11-28', closed: true, reason: 'Orders closed' });
  });
});

describe('choosing a dated pickup', () => {
  it('keeps the slot of the chosen date as instants on the dock clock', async () => {
    const { seller, buyer } = await setUp();
    const res = await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    expect(res.status).toBe(201);
    expect(await json<CartLineDto>(res)).toMatchObject({
      selectedPickupWindow: SATURDAY,
      pickupSlotStart: '2026-11-28T12:00:00.000Z',
      pickupSlotEnd: '2026-11-28T16:00:00.000Z',
    });
  });

  it('adds to the line of the same date and makes a new line for another date', async () => {
    const { seller, buyer } = await setUp();
    await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    expect((await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28', 2)).status).toBe(200);
    expect((await add(buyer.client, seller.listing.id, TUESDAY, '2026-12-01')).status).toBe(201);
    const lines = await cartOf(buyer.client);
    expect(lines.map((line) => [line.pickupSlotStart, line.qty])).toEqual([
      ['2026-11-28T12:00:00.000Z', 3],
      ['2026-12-01T18:00:00.000Z', 1],
    ]);
  });

  it('refuses a date the window does not fall on, a malformed one and one past the two weeks', async () => {
    const { seller, buyer } = await setUp();
    for (const pickupDate of ['2026-11-29', 'next saturday', '2026-12-12']) {
      const res = await add(buyer.client, seller.listing.id, SATURDAY, pickupDate);
      expect(res.status).toBe(400);
      expect((await res.json()).errors.pickupDate).toEqual([
        'Choose one of the pickup dates offered for this catch',
      ]);
    }
  });

  it('refuses a slot past its cut-off and one that ends after the catch expires', async () => {
    const { clock, seller, buyer } = await setUp();
    const late = await add(buyer.client, seller.listing.id, SATURDAY, '2026-12-05');
    expect(late.status).toBe(409);
    expect((await late.json()).message).toBe(
      `"${seller.listing.title}" will be past its freshness by Sat Dec 5, 7:00-11:00 AM. Choose an earlier pickup`,
    );

    // Saturday 05:01 at the docks: the 07:00 slot closed at 05:00.
    clock.now = new Date('2026-11-28T10:01:00Z');
    const closed = await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toBe(
      'Orders for Sat Nov 28, 7:00-11:00 AM closed 2 hours before pickup. Choose a later date',
    );
  });
});

describe('checking out dated pickups', () => {
  it('makes one order per slot, each keeping its start and end, and names the date to the seller', async () => {
    const { t, seller, buyer } = await setUp();
    await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    await add(buyer.client, seller.listing.id, TUESDAY, '2026-12-01');
    const res = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(res.status).toBe(201);
    const placed = await json<PlacedOrdersDto>(res);
    expect(placed.orders.map((order) => [order.pickupSlotStart, order.pickupSlotEnd])).toEqual([
      ['2026-11-28T12:00:00.000Z', '2026-11-28T16:00:00.000Z'],
      ['2026-12-01T18:00:00.000Z', '2026-12-01T22:00:00.000Z'],
    ]);
    const messages = (await notificationsOf(t.db, seller.user.id)).map((note) => note.message);
    expect(messages.some((message) => message.includes('Sat Nov 28, 7:00-11:00 AM'))).toBe(true);
    expect(messages.some((message) => message.includes('Tue Dec 1, 1:00-5:00 PM'))).toBe(true);
  });

  it('refuses a slot that closed while it sat in the cart, taking nothing', async () => {
    const { t, clock, seller, buyer } = await setUp();
    await add(buyer.client, seller.listing.id, SATURDAY, '2026-11-28', 2);
    clock.now = new Date('2026-11-28T10:30:00Z');
    const res = await buyer.client.post('/api/orders', { paymentMethod: 'cash' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      `The pickup you chose for "${seller.listing.title}" (Sat Nov 28, 7:00-11:00 AM) is no longer open. Remove it from your cart and choose another date.`,
    );
    const stock = first(await t.db.select().from(catches).where(eq(catches.id, seller.listing.id)));
    expect(stock?.qtyAvailable).toBe(seller.listing.qtyAvailable);
    expect(await cartOf(buyer.client)).toHaveLength(1);
  });

  it('gives a line that names only the weekly window its next open date, as the spec call sends it', async () => {
    const { t, seller, buyer } = await setUp();
    const added = await add(buyer.client, seller.listing.id, SATURDAY);
    expect(await json<CartLineDto>(added)).toMatchObject({ pickupSlotStart: '2026-11-28T12:00:00.000Z' });

    // A line saved before dated pickups (no slot stored) takes the next open date at checkout.
    await t.db.update(cartItems).set({ pickupSlotStart: null, pickupSlotEnd: null });
    const placed = await json<PlacedOrdersDto>(
      await buyer.client.post('/api/orders', { paymentMethod: 'cash' }),
    );
    expect(placed).toMatchObject({ pickupWindow: SATURDAY, pickupSlotStart: '2026-11-28T12:00:00.000Z' });
  });

  it('refuses a weekly window with no date open before the catch expires', async () => {
    const { t, seller, buyer } = await setUp();
    await t.db
      .update(catches)
      .set({ expiresAt: new Date('2026-11-27T00:00:00Z') })
      .where(eq(catches.id, seller.listing.id));
    const res = await add(buyer.client, seller.listing.id, SATURDAY);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'No pickup of this window is open before the catch expires. Choose another pickup time',
    );
  });
});
