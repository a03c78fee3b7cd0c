import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/tables';
import type { PickupDayDto } from '../../src/shared/pickup-day';
import { createClient } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  datedPickupsApp,
  json,
  SATURDAY,
  sellerWithCatch,
  signedInBuyer,
  TUESDAY,
} from './order-helpers';

function setUp() {
  return datedPickupsApp({ qtyAvailable: 20 });
}

async function reserve(
  client: Client,
  catchId: string,
  window: typeof SATURDAY,
  pickupDate: string,
  qty = 1,
) {
  await client.post('/api/cart', { catchId, qty, selectedPickupWindow: window, pickupDate });
  expect((await client.post('/api/orders', { paymentMethod: 'cash' })).status).toBe(201);
}

describe("the seller's day", () => {
  it('lists the pickups of one date with their orders, in pickup order', async () => {
    const { t, seller } = await setUp();
    const first = await signedInBuyer(t);
    const second = await signedInBuyer(t);
    await reserve(first.client, seller.listing.id, SATURDAY, '2026-11-28', 2);
    await reserve(second.client, seller.listing.id, SATURDAY, '2026-11-28');
    await reserve(second.client, seller.listing.id, TUESDAY, '2026-12-01');

    const day = await json<PickupDayDto>(await seller.client.get('/api/crabber/pickups?date=2026-11-28'));
    expect(day.date).toBe('2026-11-28');
    expect(day.slots.map((slot) => [slot.label, slot.orders.length])).toEqual([
      ['Sat Nov 28, 7:00-11:00 AM', 2],
    ]);
    expect(day.slots[0]?.orders[0]).toMatchObject({
      items: `2 dozen ${seller.listing.title}`,
      paymentMethod: 'cash',
      status: 'confirmed',
      total: '170.00',
    });
    const tuesday = await json<PickupDayDto>(await seller.client.get('/api/crabber/pickups?date=2026-12-01'));
    expect(tuesday.slots[0]?.orders).toHaveLength(1);

    const other = await sellerWithCatch(t);
    const theirs = await json<PickupDayDto>(await other.client.get('/api/crabber/pickups?date=2026-11-28'));
    expect(theirs.slots).toEqual([]);
  });

  it('downloads as CSV, with cells a spreadsheet cannot run', async () => {
    const { t, seller } = await setUp();
    const buyer = await signedInBuyer(t);
    await t.db
      .update(users)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Doe' })
      .where(eq(users.id, buyer.user.id));
    await reserve(buyer.client, seller.listing.id, SATURDAY, '2026-11-28');
    const res = await seller.client.get('/api/crabber/pickups?date=2026-11-28&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="baycatch-pickups-2026-11-28.csv"',
    );
    const [header, row] = (await res.text()).trim().split('\r\n');
    expect(header).toBe(
      '"Pickup","Order","Buyer","Items","Payment","Status","Total","Lots","Shellfish tags"',
    );
    expect(row).toContain('"Sat Nov 28, 7:00-11:00 AM"');
    expect(row).toContain(`"'=HYPERLINK(""x"") Doe"`);
    expect(row).toContain('"Cash at pickup","confirmed","85.00"');
  });

  it('is for sellers only and needs a real date', async () => {
    const { t, seller } = await setUp();
    expect((await createClient(t.app).get('/api/crabber/pickups?date=2026-11-28')).status).toBe(401);
    const buyer = await signedInBuyer(t);
    expect((await buyer.client.get('/api/crabber/pickups?date=2026-11-28')).status).toBe(403);
    for (const date of ['', 'tomorrow', '2026-02-30']) {
      const res = await seller.client.get(`/api/crabber/pickups?date=${date}`);
      expect(res.status).toBe(400);
      expect((await res.json()).errors.date).toEqual(['Choose a date as YYYY-MM-DD']);
    }
    const trpc = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    expect(await trpc.crabber.pickups.query({ date: '2026-11-28' })).toEqual({
      date: '2026-11-28',
      closed: false,
      slots: [],
    });
  });
});
