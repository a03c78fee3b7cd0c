/**
 * A buyer's shellfish tag records (docs/product/traceability.md, Shellfish tags): their own lines of
 * shellfish in the shell of the last 90 days, as kept at checkout, in JSON or CSV.
 */
import { describe, expect, it } from 'vitest';
import type { ShellfishTagRecordDto } from '../../src/shared/shellfish-tag-records';
import { json, placeOrder, sellerWithCatch, signedInBuyer } from './order-helpers';
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
    expect(rows[0]).toMatch(/^Order,Ordered,Seller,Product/);
    expect(rows[1]).toContain('Ann Dobbins,OH-1234,2026-11-27,137,1,bushel,T-77');

    const { client: stranger } = await signedInBuyer(t);
    expect(await json(await stranger.get('/api/shellfish-tags'))).toEqual([]);
    expect((await t.app.request('/api/shellfish-tags')).status).toBe(401);
    expect((await client.get('/api/shellfish-tags?format=xml')).status).toBe(400);
  });
});
