/**
 * Receipts (docs/product/payments.md, Receipts): issued with every completion, numbered per seller
 * without gaps, read by the order's buyer, its seller and admins as JSON and PDF, and a seller's
 * month as CSV.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  crabberProfiles,
  creditNotes,
  orderItems,
  receipts,
  sellerLicences,
} from '../../src/server/db/tables';
import { localDateOf } from '../../src/shared/pickup-slots';
import type { ReceiptDto } from '../../src/shared/receipt.dto';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  createCatch,
  json,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';

const thisMonth = () => localDateOf(new Date()).slice(0, 7);

async function completedOrder(t: TestApp, displayName = 'Dobbins Crab Co.') {
  const seller = await sellerWithCatch(t, { title: 'Jumbo Males', unitPriceCents: 8500 });
  await t.db.update(crabberProfiles).set({ displayName }).where(eq(crabberProfiles.id, seller.profile.id));
  const buyer = await signedInBuyer(t);
  const placed = await placeOrder(buyer.client, seller.listing.id, 2);
  expect((await complete(seller.client, placed.id)).status).toBe(200);
  return { seller, buyer, orderId: placed.id };
}

/** Confirmed orders are made ready before they can be completed (the status machine). */
async function complete(client: Client, orderId: string) {
  expect((await setStatus(client, orderId, 'ready')).status).toBe(200);
  return setStatus(client, orderId, 'completed');
}

const receiptOf = async (client: Client, orderId: string) =>
  json<ReceiptDto>(await client.get(`/api/orders/${orderId}/receipt`));

describe('receipt numbers', () => {
  it('issues the seller-prefixed first number when an order is completed', async () => {
    const t = await createTestApp();
    const { buyer, orderId } = await completedOrder(t);
    const receipt = await receiptOf(buyer.client, orderId);
    expect(receipt.number).toBe('DOB-000001');
    expect(receipt).toMatchObject({
      orderId,
      seller: { name: 'Dobbins Crab Co.' },
      buyer: { email: buyer.user.email },
      lines: [
        {
          title: 'Jumbo Males',
          unit: 'dozen',
          orderedQty: 2,
          handedOverQty: 2,
          unitPrice: '85.00',
          lineTotal: '170.00',
        },
      ],
      subtotal: '170.00',
      serviceFee: '0.00',
      tax: '0.00',
      total: '170.00',
      paymentMethod: 'cash',
      paymentStatus: 'paid',
      creditNotes: [],
      refunded: '0.00',
      netPaid: '170.00',
    });
  });

  it('issues one receipt when the pickup check-in completes the order', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    const checkIn = { orderId: placed.id, checkedAt: new Date().toISOString(), how: 'code' };
    const sync = () => seller.client.post('/api/crabber/orders/pickup-check/sync', { checkIns: [checkIn] });
    expect((await sync()).status).toBe(200);
    expect((await sync()).status).toBe(200);
    const rows = await t.db.select().from(receipts).where(eq(receipts.orderId, placed.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sequence).toBe(1);
  });

  it('issues no receipt until the order is completed, and says so', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    await setStatus(seller.client, placed.id, 'ready');
    const res = await buyer.client.get(`/api/orders/${placed.id}/receipt`);
    expect(res.status).toBe(404);
    expect((await json<{ message: string }>(res)).message).toMatch(/no receipt yet/);
    expect((await buyer.client.get(`/api/orders/${placed.id}/receipt.pdf`)).status).toBe(404);
  });

  it('issues one receipt when the seller completes the same order twice at once', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    await setStatus(seller.client, placed.id, 'ready');
    const answers = await Promise.all([
      setStatus(seller.client, placed.id, 'completed'),
      setStatus(seller.client, placed.id, 'completed'),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await t.db.select().from(receipts).where(eq(receipts.sellerId, seller.profile.id));
    expect(rows.map((row) => row.sequence)).toEqual([1]);
  });

  it('numbers concurrent completions of one seller 1..n without gaps', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { qtyAvailable: 20 });
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const buyer = await signedInBuyer(t);
      orderIds.push((await placeOrder(buyer.client, seller.listing.id, 1)).id);
    }
    for (const id of orderIds) await setStatus(seller.client, id, 'ready');
    const answers = await Promise.all(orderIds.map((id) => setStatus(seller.client, id, 'completed')));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    const rows = await t.db.select().from(receipts).where(eq(receipts.sellerId, seller.profile.id));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(rows.map((row) => row.orderId)).size).toBe(6);
  });

  it("keeps each seller's sequence of its own", async () => {
    const t = await createTestApp();
    await completedOrder(t, 'Dobbins Crab Co.');
    const other = await completedOrder(t, 'Ô 4 Kim');
    expect((await receiptOf(other.buyer.client, other.orderId)).number).toBe('KIM-000001');
  });
});

describe('who reads a receipt', () => {
  it('is the buyer, the seller and an admin, as JSON and PDF; anyone else gets 404', async () => {
    const t = await createTestApp();
    const { seller, buyer, orderId } = await completedOrder(t);
    const admin = await createUser(t.db, { role: 'admin' });
    const adminClient = await signedInClient(t.app, admin.email);
    const stranger = (await signedInBuyer(t)).client;
    const otherSeller = await signedInClient(t.app, (await createSeller(t.db)).user.email);
    for (const client of [buyer.client, seller.client, adminClient]) {
      expect((await receiptOf(client, orderId)).number).toBe('DOB-000001');
      const pdf = await client.get(`/api/orders/${orderId}/receipt.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toContain('receipt-DOB-000001.pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    for (const client of [stranger, otherSeller]) {
      expect((await client.get(`/api/orders/${orderId}/receipt`)).status).toBe(404);
      expect((await client.get(`/api/orders/${orderId}/receipt.pdf`)).status).toBe(404);
    }
    const signedOut = await t.app.request(`/api/orders/${orderId}/receipt`);
    expect(signedOut.status).toBe(401);
  });

  it('answers the same over tRPC', async () => {
    const t = await createTestApp();
    const { seller, buyer, orderId } = await completedOrder(t);
    const trpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    expect((await trpc.receipts.forOrder.query({ id: orderId })).number).toBe('DOB-000001');
    const stranger = createTrpcTestClient(t.app, { cookie: (await signedInBuyer(t)).client.cookie }).client;
    await expect(stranger.receipts.forOrder.query({ id: orderId })).rejects.toMatchObject({
      data: { httpStatus: 404 },
    });
    const sellerTrpc = createTrpcTestClient(t.app, { cookie: seller.client.cookie }).client;
    const month = await sellerTrpc.receipts.month.query({ month: thisMonth() });
    expect(month.map((receipt) => receipt.number)).toEqual(['DOB-000001']);
  });
});

describe('receipt amounts', () => {
  it('charges a short line for what was handed over and takes credit notes off the total', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { unitPriceCents: 8500 });
    const second = await createCatch(t.db, seller.profile.id, { title: 'Soft Shells', unitPriceCents: 4000 });
    const buyer = await signedInBuyer(t);
    await buyer.client.post('/api/cart', {
      catchId: second.id,
      qty: 3,
      selectedPickupWindow: { start: 'Saturday 07:00', end: 'Saturday 11:00' },
    });
    const placed = await placeOrder(buyer.client, seller.listing.id, 2);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id));
    const soft = items.find((item) => item.title === 'Soft Shells')!;
    await t.db.update(orderItems).set({ finalQty: 1 }).where(eq(orderItems.id, soft.id));
    await complete(seller.client, placed.id);
    await t.db.insert(creditNotes).values({
      orderId: placed.id,
      amountCents: 1250,
      method: 'cash',
      reason: 'Two light crabs',
    });
    const receipt = await receiptOf(buyer.client, placed.id);
    expect(receipt.lines.find((line) => line.title === 'Soft Shells')).toMatchObject({
      orderedQty: 3,
      handedOverQty: 1,
      lineTotal: '40.00',
    });
    expect(receipt).toMatchObject({
      subtotal: '210.00',
      total: '210.00',
      refunded: '12.50',
      netPaid: '197.50',
      creditNotes: [{ amount: '12.50', method: 'cash', reason: 'Two light crabs' }],
    });
  });
});

describe("the seller's licence on a receipt", () => {
  it('names the checked licences that covered what was sold, running on the day of the receipt', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { title: 'Jumbo Males', species: 'Blue Crab' });
    const licence = (values: Partial<typeof sellerLicences.$inferInsert>) => ({
      crabberId: seller.profile.id,
      type: 'commercial_crab' as const,
      agency: 'Maryland DNR',
      number: 'CB-20417',
      expiresOn: '2099-03-31',
      verifiedAt: new Date(),
      ...values,
    });
    await t.db.insert(sellerLicences).values([
      licence({}),
      // Not shown: waiting for a check, expired, or for a catch this order does not hold.
      licence({ number: 'CB-NEW', verifiedAt: null }),
      licence({ number: 'CB-OLD', expiresOn: '2020-03-31' }),
      licence({ type: 'oyster_harvester', number: 'OY-77' }),
    ]);
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1);
    expect((await complete(seller.client, placed.id)).status).toBe(200);
    const receipt = await receiptOf(buyer.client, placed.id);
    expect(receipt.seller.licences).toEqual(['Commercial crab licence CB-20417']);
    // The seller's copy says the same.
    expect((await receiptOf(seller.client, placed.id)).seller.licences).toEqual(receipt.seller.licences);
  });

  it('has none when the seller has no checked licence for the catch', async () => {
    const t = await createTestApp();
    const { buyer, orderId } = await completedOrder(t);
    expect((await receiptOf(buyer.client, orderId)).seller.licences).toEqual([]);
  });
});

describe("a seller's month of receipts", () => {
  it('is a CSV with a header row and one row per receipt issued that month', async () => {
    const t = await createTestApp();
    const { seller, orderId } = await completedOrder(t);
    const res = await seller.client.get(`/api/crabber/receipts?month=${thisMonth()}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = (await res.text()).trim().split('\r\n');
    expect(rows[0]).toBe(
      '"Number","Issued","Order","Buyer","Subtotal","Fee","Tax","Total","Refunded","Net","Payment method","Estimated weights","Final weights"',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('"DOB-000001"');
    expect(rows[1]).toContain(orderId);
    expect(rows[1]).toContain('"170.00"');
    const empty = await seller.client.get('/api/crabber/receipts?month=2020-01&format=csv');
    expect((await empty.text()).trim().split('\r\n')).toHaveLength(1);
  });

  it('refuses a malformed month (400) and anyone who is not a seller (403)', async () => {
    const t = await createTestApp();
    const { seller, buyer } = await completedOrder(t);
    for (const month of ['2026-13', '2026-1', 'november', '']) {
      expect((await seller.client.get(`/api/crabber/receipts?month=${month}&format=csv`)).status).toBe(400);
    }
    expect((await buyer.client.get(`/api/crabber/receipts?month=${thisMonth()}&format=csv`)).status).toBe(
      403,
    );
    expect((await t.app.request(`/api/crabber/receipts?month=${thisMonth()}`)).status).toBe(401);
  });
});
