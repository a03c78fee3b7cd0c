import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/tables';
import type { CatchDto } from '../../src/shared/catch.schema';
import type { OrderDto } from '../../src/shared/order.schema';
import type { StandingDemandDto, StandingOrderDto } from '../../src/shared/standing-order.schema';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  del,
  json,
  notificationsOf,
  patch,
  SATURDAY,
  signedInBuyer,
  stockOf,
  TUESDAY,
} from './order-helpers';
import { validListing } from './seller-helpers';
import { standingSetUp as setUp, wanted } from './standing-helpers';

async function expectField(res: Response, status: number, field: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { errors?: Record<string, string[]> };
  expect(body, JSON.stringify(body)).toHaveProperty(['errors', field]);
}

describe('standing orders: set up and managed by their buyer', () => {
  it('sets up, lists, changes, pauses, skips a week and ends one', async () => {
    const { buyer, standing } = await setUp();
    const res = await standing(buyer.client, { sizeMix: null });
    expect(res.status).toBe(201);
    const created = await json<StandingOrderDto>(res);
    expect(created).toMatchObject({
      sizeMix: null,
      qty: 2,
      window: SATURDAY,
      maxUnitPrice: '90.00',
      paymentMethod: 'cash',
      paused: false,
      skippedDates: [],
      lastOutcome: null,
    });
    const list = await json<StandingOrderDto[]>(await buyer.client.get('/api/standing-orders'));
    expect(list.map((row) => row.id)).toEqual([created.id]);

    const changed = await json<StandingOrderDto>(
      await patch(buyer.client, `/api/standing-orders/${created.id}`, {
        qty: 3,
        maxUnitPrice: '95.50',
        paused: true,
      }),
    );
    expect(changed).toMatchObject({ qty: 3, maxUnitPrice: '95.50', paused: true });
    const resumed = await json<StandingOrderDto>(
      await patch(buyer.client, `/api/standing-orders/${created.id}`, { paused: false }),
    );
    expect(resumed.paused).toBe(false);

    const skipped = await buyer.client.post(`/api/standing-orders/${created.id}/skip`, {
      date: '2026-12-05',
    });
    expect(skipped.status).toBe(200);
    expect((await json<StandingOrderDto>(skipped)).skippedDates).toEqual(['2026-12-05']);

    expect((await del(buyer.client, `/api/standing-orders/${created.id}`)).status).toBe(204);
    expect(await json<StandingOrderDto[]>(await buyer.client.get('/api/standing-orders'))).toEqual([]);
  });

  it('refuses sellers (403), windows the seller does not offer, and bad input (400 naming the field)', async () => {
    const { seller, buyer, standing } = await setUp();
    expect((await standing(seller.client)).status).toBe(403);
    await expectField(await standing(buyer.client, { window: TUESDAY }), 400, 'window');
    await expectField(await standing(buyer.client, { qty: 0 }), 400, 'qty');
    await expectField(await standing(buyer.client, { maxUnitPrice: '1.234' }), 400, 'maxUnitPrice');
    await expectField(await standing(buyer.client, { paymentMethod: 'cheque' }), 400, 'paymentMethod');
    await expectField(await standing(buyer.client, { endsOn: '2026-11-01' }), 400, 'endsOn');
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    await expectField(
      await buyer.client.post(`/api/standing-orders/${created.id}/skip`, { date: '2026-12-01' }),
      400,
      'date',
    );
  });

  it('shows and changes a standing order for its buyer only (others 404)', async () => {
    const { t, buyer, standing } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    const other = await signedInBuyer(t);
    expect(await json<StandingOrderDto[]>(await other.client.get('/api/standing-orders'))).toEqual([]);
    expect((await patch(other.client, `/api/standing-orders/${created.id}`, { qty: 5 })).status).toBe(404);
    expect((await del(other.client, `/api/standing-orders/${created.id}`)).status).toBe(404);
    expect(
      (await other.client.post(`/api/standing-orders/${created.id}/skip`, { date: '2026-11-28' })).status,
    ).toBe(404);
    const mine = await json<StandingOrderDto[]>(await buyer.client.get('/api/standing-orders'));
    expect(mine[0]?.qty).toBe(2);
  });

  it('holds at most 20 per buyer (409)', async () => {
    const { buyer, standing } = await setUp();
    for (let i = 0; i < 20; i++) expect((await standing(buyer.client)).status).toBe(201);
    const res = await standing(buyer.client);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/20 standing orders/);
  });

  it('is the same through tRPC: standingOrders.*', async () => {
    const { t, seller, buyer } = await setUp();
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const created = await trpc.standingOrders.create.mutate({
      crabberId: seller.profile.id,
      ...wanted(),
    } as Parameters<typeof trpc.standingOrders.create.mutate>[0]);
    const paused = await trpc.standingOrders.update.mutate({ id: created.id, data: { paused: true } });
    expect(paused.paused).toBe(true);
    expect((await trpc.standingOrders.list.query()).map((row) => row.id)).toEqual([created.id]);
  });
});

describe('standing orders: filled when the seller posts or restocks', () => {
  it('fills at a restock: a normal order with standingOrderId, the stock taken, the buyer told', async () => {
    const { t, seller, buyer, standing, restock } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client));
    expect((await restock(10)).status).toBe(200);
    expect(await stockOf(t.db, seller.listing.id)).toBe(8);
    const [row] = await t.db.select().from(orders).where(eq(orders.standingOrderId, created.id));
    expect(row).toMatchObject({
      buyerId: buyer.user.id,
      status: 'confirmed',
      paymentMethod: 'cash',
      pickupSlotStart: new Date('2026-11-28T12:00:00.000Z'),
    });
    const order = await json<OrderDto>(await buyer.client.get(`/api/orders/${row!.id}`));
    expect(order.standingOrderId).toBe(created.id);
    const told = (await notificationsOf(t.db, buyer.user.id)).find((note) => note.type === 'standing_filled');
    expect(told?.message).toMatch(
      /^Your standing order for 2 dozen jumbo Blue Crab from .* was filled for Sat Nov 28/,
    );
    expect((await notificationsOf(t.db, seller.user.id)).some((note) => note.type === 'order_placed')).toBe(
      true,
    );
    const [listed] = await json<StandingOrderDto[]>(await buyer.client.get('/api/standing-orders'));
    expect(listed?.lastOutcome).toEqual({ date: '2026-11-28', orderId: row!.id, reason: null });
  });

  it('fills at a new post of the seller', async () => {
    const { t, clock, seller, buyer, standing } = await setUp();
    const created = await json<StandingOrderDto>(
      await standing(buyer.client, { sizeMix: null, maxUnitPrice: '85' }),
    );
    // Friday morning: live crabs posted now keep (48 hours) past Saturday's pickup.
    clock.now = new Date('2026-11-27T15:00:00.000Z');
    const res = await seller.client.post('/api/catches', { ...validListing(), pickupWindows: [SATURDAY] });
    expect(res.status).toBe(201);
    const posted = await json<CatchDto>(res);
    expect(await stockOf(t.db, posted.id)).toBe(10);
    const made = await t.db.select().from(orders).where(eq(orders.standingOrderId, created.id));
    expect(made).toHaveLength(1);
  });

  it('does not fill above the top price, and tells the buyer why (once)', async () => {
    const { t, buyer, standing, restock, standingOrdersOf } = await setUp();
    const created = await json<StandingOrderDto>(await standing(buyer.client, { maxUnitPrice: '80.00' }));
    await restock(10);
    await restock(12);
    expect(await standingOrdersOf(created.id)).toEqual([]);
    const told = (await notificationsOf(t.db, buyer.user.id)).filter(
      (note) => note.type === 'standing_not_filled',
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toMatch(
      /not filled for Sat Nov 28.*: the price is \$85\.00, above your limit of \$80\.00\./,
    );
  });

  it('tells the buyer whose turn came after the stock ran out; the oldest is filled first', async () => {
    const { t, buyer, standing, restock, standingOrdersOf } = await setUp();
    const first = await json<StandingOrderDto>(await standing(buyer.client, { qty: 6 }));
    const later = await signedInBuyer(t);
    const second = await json<StandingOrderDto>(await standing(later.client, { qty: 6 }));
    await restock(10);
    expect(await standingOrdersOf(first.id)).toHaveLength(1);
    expect(await standingOrdersOf(second.id)).toEqual([]);
    const told = (await notificationsOf(t.db, later.user.id)).find(
      (note) => note.type === 'standing_not_filled',
    );
    expect(told?.message).toMatch(/was not filled for Sat Nov 28/);
  });

  it('skips a skipped week and a paused standing order', async () => {
    const { buyer, t, standing, restock, standingOrdersOf } = await setUp();
    const skipped = await json<StandingOrderDto>(await standing(buyer.client));
    await buyer.client.post(`/api/standing-orders/${skipped.id}/skip`, { date: '2026-11-28' });
    const other = await signedInBuyer(t);
    const paused = await json<StandingOrderDto>(await standing(other.client));
    await patch(other.client, `/api/standing-orders/${paused.id}`, { paused: true });
    await restock(10);
    expect(await standingOrdersOf(skipped.id)).toEqual([]);
    expect(await standingOrdersOf(paused.id)).toEqual([]);
    // The buyer who skipped is told why, once; the paused one hears nothing.
    await restock(12);
    const told = (await notificationsOf(t.db, buyer.user.id)).filter((n) => n.type === 'standing_not_filled');
    expect(told.map((n) => n.message)).toEqual([
      expect.stringMatching(/was not filled for Sat Nov 28, .*: you skipped this week\.$/),
    ]);
    expect(
      (await notificationsOf(t.db, other.user.id)).filter((n) => n.type === 'standing_not_filled'),
    ).toEqual([]);
  });

  it('fills each standing order once per week under 20 simultaneous posts and restocks', async () => {
    const { t, clock, seller, standing } = await setUp();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const buyer = await signedInBuyer(t);
      const created = await standing(buyer.client, { qty: 1, sizeMix: null, maxUnitPrice: '85' });
      ids.push((await json<StandingOrderDto>(created)).id);
    }
    // Friday morning: live crabs posted now keep past Saturday's pickup, so every post fits too.
    clock.now = new Date('2026-11-27T15:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? patch(seller.client, `/api/catches/${seller.listing.id}/quantity`, { quantity: 10 + i })
          : seller.client.post('/api/catches', { ...validListing(), pickupWindows: [SATURDAY] }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      ...Array<number>(10).fill(200),
      ...Array<number>(10).fill(201),
    ]);
    const made = await t.db
      .select({ standingOrderId: orders.standingOrderId, slot: orders.pickupSlotStart })
      .from(orders)
      .where(and(isNotNull(orders.standingOrderId), eq(orders.crabberId, seller.profile.id)));
    expect(made.map((row) => row.standingOrderId).sort()).toEqual([...ids].sort());
    expect(new Set(made.map((row) => row.slot?.toISOString()))).toEqual(
      new Set(['2026-11-28T12:00:00.000Z']),
    );
  });
});

describe("the seller's standing demand", () => {
  it('sums active standing orders per window and counts buyers', async () => {
    const { t, seller, buyer, standing } = await setUp();
    await standing(buyer.client, { qty: 2 });
    await standing(buyer.client, { qty: 1 });
    const other = await signedInBuyer(t);
    await standing(other.client, { qty: 4 });
    const demand = await json<StandingDemandDto[]>(await seller.client.get('/api/crabber/standing-demand'));
    expect(demand).toEqual([
      {
        window: SATURDAY,
        lines: [
          { species: 'Blue Crab', prep: 'live', sizeMix: 'jumbo', unitType: 'dozen', qty: 7, buyers: 2 },
        ],
      },
    ]);
    expect((await buyer.client.get('/api/crabber/standing-demand')).status).toBe(403);
  });
});
