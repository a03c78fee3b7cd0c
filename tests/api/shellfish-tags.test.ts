/**
 * A buyer's shellfish tag records (docs/product/traceability.md, Shellfish tags): their own lines of
 * shellfish in the shell of the last 90 days, as kept at checkout, in JSON or CSV.
 */
import { describe, expect, it } from 'vitest';
import type { PickupDayDto } from '../../src/shared/pickup-day';
import { localDateOf } from '../../src/shared/pickup-slots';
import type { ReceiptDto } from '../../src/shared/receipt.dto';
import type { ShellfishTagRecordDto } from '../../src/shared/shellfish-tag-records';
import { json, orderOf, placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';
import { createSellerTestApp } from './seller-helpers';

const TAG = {
  harvesterName: 'Ann Dobbins',
  licenceNumber: 'OH-1234',
  harvestedOn: '2026-11-27',
  areaCode: '137',
  quantity: 1,
  unit: 'bushel',
  tagNumber: 'T-77',
};

describe('shellfish tag records', () => {
  it("answer the buyer's own tagged lines, in JSON and CSV; a stranger gets only theirs", async () => {
    const t = await createSellerTestApp();
    const seller = await sellerWithCatch(t, {
      title: 'Choptank selects',
      species: 'Oysters',
      category: 'oysters',
      sizeMix: 'selects',
      harvestAreaCode: '137',
      shellfishTag: TAG,
    });
    const crabs = await sellerWithCatch(t);
    const { client } = await signedInBuyer(t);
    const { orders } = await placeOrder(client, seller.listing.id, 2);
    await placeOrder(client, crabs.listing.id, 1);

    const records = await json<ShellfishTagRecordDto[]>(await client.get('/api/shellfish-tags'));
    expect(records).toEqual([
      expect.objectContaining({ orderId: orders[0]!.id, title: 'Choptank selects', qty: 2, tag: TAG }),
    ]);

    const csv = await client.get('/api/shellfish-tags?format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^"Order","Ordered","Seller","Product"/);
    expect(rows[1]).toContain('"Ann Dobbins","OH-1234","2026-11-27","137","1","bushel","T-77"');

    const { client: stranger } = await signedInBuyer(t);
    expect(await json(await stranger.get('/api/shellfish-tags'))).toEqual([]);
    expect((await t.app.request('/api/shellfish-tags')).status).toBe(401);
    expect((await client.get('/api/shellfish-tags?format=xml')).status).toBe(400);
  });

  it("travel with the line: the buyer's order and receipt, and the seller's pick list and its CSV", async () => {
    const t = await createSellerTestApp();
    const seller = await sellerWithCatch(t, {
      title: 'Choptank selects',
      species: 'Oysters',
      category: 'oysters',
      sizeMix: 'selects',
      harvestAreaCode: '137',
      shellfishTag: TAG,
    });
    const { client } = await signedInBuyer(t);
    const { orders } = await placeOrder(client, seller.listing.id, 2);
    const order = orders[0]!;
    expect((await orderOf(client, order.id)).items[0]).toMatchObject({ shellfishTag: TAG });

    const date = localDateOf(new Date(order.pickupSlotStart!));
    const day = await json<PickupDayDto>(await seller.client.get(`/api/crabber/pickups?date=${date}`));
    const line = day.slots[0]!.orders[0]!.lines[0]!;
    expect(line).toMatchObject({ title: 'Choptank selects', shellfishTag: TAG });
    const csv = await (await seller.client.get(`/api/crabber/pickups?date=${date}&format=csv`)).text();
    expect(csv).toContain(
      'Shellfish tag T-77: Ann Dobbins, licence OH-1234; harvested 2026-11-27 in area 137; 1 bushel',
    );
    if (line.lotCode) expect(csv).toContain(`Choptank selects: ${line.lotCode}`);

    expect((await setStatus(seller.client, order.id, 'ready')).status).toBe(200);
    expect((await setStatus(seller.client, order.id, 'completed')).status).toBe(200);
    const receipt = await json<ReceiptDto>(await client.get(`/api/orders/${order.id}/receipt`));
    expect(receipt.lines[0]).toMatchObject({ shellfishTag: TAG });
  });
});
