/**
 * Traceability records (docs/product/traceability.md, Traceability record): a buyer's completed
 * lines with FSMA 204's key data elements, as JSON and CSV, never another buyer's, for valid dates.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crabberProfiles } from '../../src/server/db/tables';
import type { ErrorBody } from '../../src/shared/api-errors';
import { addDays, localDateOf } from '../../src/shared/pickup-slots';
import type { TraceabilityRecord } from '../../src/shared/traceability-record';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  json,
  orderRow,
  placeOrder,
  ROCKFISH,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const HARVEST = {
  harvestDate: new Date('2026-11-20T14:00:00Z'),
  harvestLocation: 'Herring Bay',
  harvestAreaCode: 'MD-HB-01',
};

async function complete(client: Client, orderId: string) {
  expect((await setStatus(client, orderId, 'ready')).status).toBe(200);
  expect((await setStatus(client, orderId, 'completed')).status).toBe(200);
}

/** A seller "Dobbins Crab Co." with a dozen-priced listing and a per-pound one. */
async function dobbins(t: TestApp) {
  const seller = await sellerWithCatch(t, { title: 'Jumbo Males', unitPriceCents: 8500, ...HARVEST });
  await t.db
    .update(crabberProfiles)
    .set({ displayName: 'Dobbins Crab Co.' })
    .where(eq(crabberProfiles.id, seller.profile.id));
  return seller;
}

type Records = { from: string; to: string; records: TraceabilityRecord[] };

/** A range around today that holds the next week's pickups. */
const range = (client: Client) => {
  const today = localDateOf(client.now());
  return `from=${addDays(today, -1)}&to=${addDays(today, 10)}`;
};

describe('traceability records', () => {
  it('holds a completed unit line and a weighed line with their lot, harvest, source and pickup', async () => {
    const t = await createTestApp();
    const seller = await dobbins(t);
    const buyer = await signedInBuyer(t);
    const unitOrder = await placeOrder(buyer.client, seller.listing.id, 2);
    await complete(seller.client, unitOrder.id);

    const fish = await sellerWithCatch(t, { ...ROCKFISH, ...HARVEST });
    const weighed = await placeOrder(buyer.client, fish.listing.id, 2);
    const itemId = weighed.items[0]!.id;
    const weigh = await fish.client.post(`/api/orders/${weighed.id}/weigh`, {
      lines: [{ itemId, lb: '10.4' }],
    });
    expect(weigh.status).toBe(200);
    await complete(fish.client, weighed.id);

    const res = await buyer.client.get(`/api/traceability?${range(buyer.client)}`);
    expect(res.status).toBe(200);
    const { records } = await json<Records>(res);
    expect(records).toHaveLength(2);
    const unit = records.find((record) => record.orderId === unitOrder.id)!;
    const row = await orderRow(t.db, unitOrder.id);
    expect(unit).toMatchObject({
      lotCode: 'DOB-20261120-01',
      title: 'Jumbo Males',
      quantity: 2,
      unit: 'dozen',
      finalWeightLb: null,
      harvestedOn: '2026-11-20',
      harvestLocation: 'Herring Bay',
      harvestAreaCode: 'MD-HB-01',
      sourceName: 'Dobbins Crab Co.',
      sourceAddress: seller.profile.pickupLocationAddress,
      pickupDate: localDateOf(row.pickupSlotStart ?? row.updatedAt),
      receiptNumber: 'DOB-000001',
    });
    expect(unit.pickupPlace).toBeTruthy();
    const fishLine = records.find((record) => record.orderId === weighed.id)!;
    expect(fishLine).toMatchObject({
      title: 'Whole rockfish',
      quantity: 2,
      unit: 'piece',
      finalWeightLb: '10.40',
    });
    expect(fishLine.lotCode).toMatch(/^[A-Z]{3}-20261120-01$/);

    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    const today = localDateOf(buyer.client.now());
    const viaTrpc = await trpc.traceability.records.query({
      from: addDays(today, -1),
      to: addDays(today, 10),
    });
    expect(viaTrpc.records).toEqual(records);
  });

  it('leaves out pending and cancelled lines and never shows another buyer’s', async () => {
    const t = await createTestApp();
    const seller = await dobbins(t);
    const buyer = await signedInBuyer(t);
    const other = await signedInBuyer(t);
    await placeOrder(buyer.client, seller.listing.id, 1);
    const cancelled = await placeOrder(buyer.client, seller.listing.id, 1);
    expect((await setStatus(buyer.client, cancelled.id, 'cancelled')).status).toBe(200);
    const theirs = await placeOrder(other.client, seller.listing.id, 1);
    await complete(seller.client, theirs.id);

    const mine = await json<Records>(await buyer.client.get(`/api/traceability?${range(buyer.client)}`));
    expect(mine.records).toEqual([]);
    const csv = await (await buyer.client.get(`/api/traceability?${range(buyer.client)}&format=csv`)).text();
    expect(csv.trim().split('\r\n')).toHaveLength(1);
    const others = await json<Records>(await other.client.get(`/api/traceability?${range(other.client)}`));
    expect(others.records.map((record) => record.orderId)).toEqual([theirs.id]);
  });

  it('answers a CSV file with a header row and quoted cells', async () => {
    const t = await createTestApp();
    const seller = await dobbins(t);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 2);
    await complete(seller.client, placed.id);
    const today = localDateOf(buyer.client.now());
    const [from, to] = [addDays(today, -1), addDays(today, 10)];
    const res = await buyer.client.get(`/api/traceability?from=${from}&to=${to}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename=baycatch-traceability-${from}-${to}.csv`,
    );
    const [header, line, ...rest] = (await res.text()).split('\r\n');
    expect(header).toMatch(/^"Traceability lot code","Species",/);
    expect(header).toContain('"Receipt number","Order id"');
    expect(line).toMatch(/^"DOB-20261120-01",/);
    expect(line).toContain('"Dobbins Crab Co."');
    expect(line).toContain(`"${placed.id}"`);
    expect(rest).toEqual(['']);
  });

  it('defaults to the last 90 days and refuses bad dates, a reversed or too long range and a bad format', async () => {
    const t = await createTestApp();
    const buyer = await signedInBuyer(t);
    const today = localDateOf(buyer.client.now());
    const plain = await json<Records>(await buyer.client.get('/api/traceability'));
    expect(plain).toEqual({ from: addDays(today, -90), to: today, records: [] });
    for (const query of [
      'from=2026-13-01',
      'from=2026-02-30',
      'to=yesterday',
      'to=2743-53-10',
      'from=2026-11-10&to=2026-11-01',
      'from=2025-01-01&to=2026-11-01',
      'format=xlsx',
    ]) {
      const res = await buyer.client.get(`/api/traceability?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json<ErrorBody>(res)).message, query).toBeTruthy();
    }
    expect((await t.app.request('/api/traceability')).status).toBe(401);
  });
});
