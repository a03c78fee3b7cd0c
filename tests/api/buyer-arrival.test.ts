import { describe, expect, it } from 'vitest';
import type { OrderDto } from '../../src/shared/order.schema';
import { createClient } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  datedPickupsApp,
  json,
  notificationsOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

/** Saturday 28 November 2026, 08:00 at the docks: inside the Saturday pickup. */
const SATURDAY_AT_THE_DOCK = new Date('2026-11-28T13:00:00Z');

async function setUp() {
  const { t, clock, seller } = await datedPickupsApp({ qtyAvailable: 20 });
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash', '2026-11-28');
  return { t, clock, seller, buyer, orderId: placed.id };
}

const arrive = (client: { post: (path: string, body?: unknown) => Promise<Response> }, id: string) =>
  client.post(`/api/orders/${id}/arrived`);

describe('"I\'m here" at the dock', () => {
  it('tells the seller once, on the pickup day, and shows them when', async () => {
    const { t, clock, seller, buyer, orderId } = await setUp();
    clock.now = SATURDAY_AT_THE_DOCK;

    const res = await arrive(buyer.client, orderId);
    expect(res.status).toBe(200);
    expect((await json<OrderDto>(res)).buyerArrivedAt).toBe(SATURDAY_AT_THE_DOCK.toISOString());

    clock.now = new Date(SATURDAY_AT_THE_DOCK.getTime() + 60_000);
    const again = await arrive(buyer.client, orderId);
    expect(again.status).toBe(200);
    expect((await json<OrderDto>(again)).buyerArrivedAt).toBe(SATURDAY_AT_THE_DOCK.toISOString());

    const told = (await notificationsOf(t.db, seller.user.id)).filter((n) => n.type === 'buyer_arrived');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Buyer Arrived', data: { orderId } });
    const sellersView = await json<OrderDto>(await seller.client.get(`/api/orders/${orderId}`));
    expect(sellersView.buyerArrivedAt).toBe(SATURDAY_AT_THE_DOCK.toISOString());
  });

  it('is refused (409) before the pickup day and once the order is closed', async () => {
    const { t, clock, seller, buyer, orderId } = await setUp();
    const early = await arrive(buyer.client, orderId);
    expect(early.status).toBe(409);
    expect((await json<{ message: string }>(early)).message).toBe(
      'You can tell the seller you are here on the pickup day only',
    );

    clock.now = SATURDAY_AT_THE_DOCK;
    expect((await setStatus(buyer.client, orderId, 'cancelled')).status).toBe(200);
    expect((await arrive(buyer.client, orderId)).status).toBe(409);
    expect(
      (await notificationsOf(t.db, seller.user.id)).filter((n) => n.type === 'buyer_arrived'),
    ).toHaveLength(0);
  });

  it("is the buyer's alone: the seller gets 403, anyone else and the signed out are refused", async () => {
    const { t, clock, seller, orderId } = await setUp();
    clock.now = SATURDAY_AT_THE_DOCK;
    expect((await arrive(seller.client, orderId)).status).toBe(403);
    const stranger = await signedInBuyer(t);
    expect((await arrive(stranger.client, orderId)).status).toBe(404);
    const other = await sellerWithCatch(t);
    expect((await arrive(other.client, orderId)).status).toBe(404);
    expect((await arrive(createClient(t.app), orderId)).status).toBe(401);
  });

  it('is the same call over tRPC', async () => {
    const { t, clock, buyer, seller, orderId } = await setUp();
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    await expect(trpc.orders.arrived.mutate({ id: orderId })).rejects.toMatchObject({
      data: { httpStatus: 409 },
    });
    clock.now = SATURDAY_AT_THE_DOCK;
    expect((await trpc.orders.arrived.mutate({ id: orderId })).buyerArrivedAt).toBe(
      SATURDAY_AT_THE_DOCK.toISOString(),
    );
    const sellers = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    await expect(sellers.orders.arrived.mutate({ id: orderId })).rejects.toMatchObject({
      data: { httpStatus: 403 },
    });
  });
});
