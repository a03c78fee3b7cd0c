/** Per-pound lines weighed on the pickup check offline: the weights ride with the check-in, recorded once. */
import { describe, expect, it } from 'vitest';
import type { CheckInSyncDto, PickupDayListDto } from '../../src/shared/pickup-checkin.schema';
import { FACTORY_PASSWORD } from '../helpers/factories';
import { createTrpcTestClient } from '../helpers/trpc-client';
import { datedPickupsApp, json, orderOf, placeOrder, ROCKFISH, signedInBuyer } from './order-helpers';

const SYNC = '/api/crabber/orders/pickup-check/sync';
const DAY_LIST = '/api/crabber/orders/pickup-day-list';

async function rockfishDay() {
  const { t, clock, seller } = await datedPickupsApp(ROCKFISH);
  const buyer = await signedInBuyer(t);
  const order = await placeOrder(buyer.client, seller.listing.id, 2, 'cash', '2026-11-28');
  // Saturday at the dock.
  clock.now = new Date('2026-11-28T12:00:00Z');
  return { t, seller, buyer, order, itemId: order.items[0]!.id };
}

const checkIn = (orderId: string, weights?: { itemId: string; lb: string | number }[]) => ({
  orderId,
  checkedAt: '2026-11-28T12:30:00.000Z',
  how: 'code' as const,
  ...(weights && { weights }),
});

describe('weighing offline on the pickup check', () => {
  it('keeps each line’s price and piece weight in the day list, so the device prices the weights', async () => {
    const { seller, itemId } = await rockfishDay();
    const list = await json<PickupDayListDto>(await seller.client.get(DAY_LIST));
    expect(list.orders[0]).toMatchObject({ total: '89.90' });
    expect(list.orders[0]!.lines).toEqual([
      {
        itemId,
        title: 'Whole rockfish',
        unitType: 'piece',
        pricing: 'per_lb',
        unitPrice: '8.99',
        qty: 2,
        finalQty: null,
        estimatedLbPerUnit: { min: '4.00', max: '6.00' },
        finalLb: null,
      },
    ]);
  });

  it('records the weights before completing; the same check-in sent again records nothing twice', async () => {
    const { seller, buyer, order, itemId } = await rockfishDay();
    const batch = { checkIns: [checkIn(order.id, [{ itemId, lb: '10.4' }])] };
    const first = await seller.client.post(SYNC, batch);
    expect(first.status).toBe(200);
    expect((await json<CheckInSyncDto>(first)).results).toEqual([
      { orderId: order.id, outcome: 'applied', status: 'completed', message: null },
    ]);
    const again = await json<CheckInSyncDto>(await seller.client.post(SYNC, batch));
    expect(again.results[0]).toMatchObject({ outcome: 'alreadyApplied', status: 'completed' });

    const seen = await orderOf(buyer.client, order.id);
    expect(seen).toMatchObject({
      status: 'completed',
      paymentStatus: 'paid',
      estimatedTotal: '89.90',
      finalTotal: '93.50',
    });
    expect(seen.items[0]).toMatchObject({ estimatedLb: '10.00', finalLb: '10.40' });
    expect(seen.items[0]!.adjustments.map((a) => [a.kind, a.oldValue, a.newValue, a.by])).toEqual([
      ['weigh', 1000, 1040, 'seller'],
    ]);
    // The month's receipts carry the estimated and final weight of each per-pound line.
    const csv = await (await seller.client.get('/api/crabber/receipts?month=2026-11&format=csv')).text();
    const [header, row] = csv.trim().split('\r\n');
    expect(header).toMatch(/"Estimated weights","Final weights"$/);
    expect(row).toMatch(/"Whole rockfish: 10\.00 lb","Whole rockfish: 10\.40 lb"$/);
  });

  it('adds no adjustment for a weight already saved online, and caps a heavy catch at the maximum', async () => {
    const { seller, order, itemId } = await rockfishDay();
    await seller.client.post(`/api/orders/${order.id}/weigh`, { lines: [{ itemId, lb: '13' }] });
    const res = await seller.client.post(SYNC, { checkIns: [checkIn(order.id, [{ itemId, lb: 13 }])] });
    expect((await json<CheckInSyncDto>(res)).results[0]).toMatchObject({ outcome: 'applied' });
    const done = await orderOf(seller.client, order.id);
    expect(done).toMatchObject({ status: 'completed', finalTotal: '103.39', maxTotal: '103.39' });
    expect(done.items[0]!.adjustments).toHaveLength(1);
  });

  it('answers a conflict for a line the order lacks, and leaves the order open and unweighed', async () => {
    const { seller, order } = await rockfishDay();
    const res = await seller.client.post(SYNC, {
      checkIns: [checkIn(order.id, [{ itemId: 'no-such-line', lb: '5' }])],
    });
    expect((await json<CheckInSyncDto>(res)).results[0]).toMatchObject({
      outcome: 'conflict',
      status: 'confirmed',
      message: 'This order has no such line',
    });
    const still = await orderOf(seller.client, order.id);
    expect(still.status).toBe('confirmed');
    expect(still.items[0]!.adjustments).toEqual([]);
  });

  it('refuses 400 a weight that is not one, sending nothing of the batch', async () => {
    const { seller, order, itemId } = await rockfishDay();
    for (const lb of ['0', 'heavy', '5.125']) {
      const res = await seller.client.post(SYNC, { checkIns: [checkIn(order.id, [{ itemId, lb }])] });
      expect(res.status, lb).toBe(400);
    }
    expect((await orderOf(seller.client, order.id)).status).toBe('confirmed');
  });

  it('syncs weights over tRPC as over REST', async () => {
    const { t, seller, order, itemId } = await rockfishDay();
    const { client } = createTrpcTestClient(t.app);
    await client.auth.login.mutate({ email: seller.user.email, password: FACTORY_PASSWORD });
    const { results } = await client.orders.syncCheckIns.mutate({
      checkIns: [checkIn(order.id, [{ itemId, lb: '9.75' }])],
    });
    expect(results[0]).toMatchObject({ outcome: 'applied' });
    expect(await orderOf(seller.client, order.id)).toMatchObject({
      finalTotal: '87.65',
      status: 'completed',
    });
  });
});
