import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditNotes, orders } from '../../src/server/db/tables';
import type { CreditNoteDto } from '../../src/shared/order.dto';
import { createUser, signedInClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  sellerWithCatch,
  setStatus,
  signedInBuyer,
} from './order-helpers';
import { intentRow, paidCardOrder, refund, type Seller, shortLines } from './sale-helpers';

describe('partial refunds (credit notes)', () => {
  let t: TestApp;
  let seller: Seller;
  let buyer: { user: { id: string; email: string }; client: Client };

  beforeEach(async () => {
    t = await createTestApp();
    // $10.00 a dozen: 12 dozen by card is $120.00 + $6.00 fee.
    seller = await sellerWithCatch(t, { qtyAvailable: 40, unitPriceCents: 1000, title: 'Jumbo Males' });
    buyer = await signedInBuyer(t);
  });

  it('gives back an amount, then lines, to the card; then refunded once all is back', async () => {
    const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 12, t.db);
    // What the provider charged is recorded with the payment; refunds count against it.
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(paid?.capturedCents).toBe(12600);
    const itemId = (await orderOf(buyer.client, orderId)).items[0]!.id;
    const first = await refund(seller.client, orderId, { amount: '10.50', reason: 'two were soft' });
    expect(first.status).toBe(201);
    expect(await json<CreditNoteDto>(first)).toMatchObject({ amount: '10.50', method: 'card', lines: null });
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('partially_refunded');
    // Two dozen: $20.00 and the $1.00 fee paid on them.
    const byLines = await json<CreditNoteDto>(
      await refund(seller.client, orderId, { lines: [{ itemId, qty: 2 }], reason: 'undersized' }),
    );
    expect(byLines).toMatchObject({ amount: '21.00', lines: [{ itemId, qty: 2 }] });
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 3150 });
    const told = (await notificationsOf(t.db, buyer.user.id)).map((row) => row.message);
    expect(told).toContainEqual(expect.stringContaining('$21.00 of order'));
    expect(told).toContainEqual(expect.stringContaining('will be refunded to your card: undersized'));

    const beyond = await refund(seller.client, orderId, { amount: '94.51', reason: 'too much' });
    expect(beyond.status).toBe(409);
    expect((await json<{ message: string }>(beyond)).message).toBe(
      'At most $94.50 can still be refunded on this order',
    );
    expect((await refund(seller.client, orderId, { amount: '94.50', reason: 'the rest' })).status).toBe(201);
    const order = await orderOf(buyer.client, orderId);
    expect(order.paymentStatus).toBe('refunded');
    expect(order.creditNotes.map((note) => note.amount)).toEqual(['10.50', '21.00', '94.50']);
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 12600 });
    expect((await refund(seller.client, orderId, { amount: '0.01', reason: 'more' })).status).toBe(409);
  });

  it('counts a short line’s credit note against what was paid', async () => {
    const { orderId } = await paidCardOrder(buyer.client, seller.listing.id, 12, t.db);
    const itemId = (await orderOf(buyer.client, orderId)).items[0]!.id;
    await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: 'light' });
    // $126.00 paid, $42.00 back for the short line: $84.00 left; lines count what is handed over.
    expect((await refund(seller.client, orderId, { lines: [{ itemId, qty: 9 }], reason: 'x' })).status).toBe(
      400,
    );
    expect((await refund(seller.client, orderId, { amount: '84.01', reason: 'x' })).status).toBe(409);
    expect((await refund(seller.client, orderId, { amount: '84.00', reason: 'x' })).status).toBe(201);
  });

  it('refuses bodies with 400: both or neither of amount and lines, no reason, a bad amount or line', async () => {
    const { orderId } = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    const itemId = (await orderOf(buyer.client, orderId)).items[0]!.id;
    const bodies = [
      { reason: 'x' },
      { amount: '1.00', lines: [{ itemId, qty: 1 }], reason: 'x' },
      { amount: '1.00' },
      { amount: '1.00', reason: '' },
      { amount: '0.00', reason: 'x' },
      { amount: '-1.00', reason: 'x' },
      { amount: '1.005', reason: 'x' },
      { lines: [{ itemId: 'nope', qty: 1 }], reason: 'x' },
      { lines: [{ itemId, qty: 3 }], reason: 'x' },
      { lines: [{ itemId, qty: -1 }], reason: 'x' },
    ];
    for (const body of bodies) {
      expect((await refund(seller.client, orderId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.select().from(creditNotes)).toEqual([]);
  });

  it('is for the seller or an admin: the buyer gets 403, anyone else 404', async () => {
    const { orderId } = await paidCardOrder(buyer.client, seller.listing.id, 2, t.db);
    const body = { amount: '1.00', reason: 'goodwill' };
    expect((await refund(buyer.client, orderId, body)).status).toBe(403);
    expect((await refund((await signedInBuyer(t)).client, orderId, body)).status).toBe(404);
    expect((await refund((await sellerWithCatch(t)).client, orderId, body)).status).toBe(404);
    const admin = await createUser(t.db, { role: 'admin' });
    const res = await refund(await signedInClient(t.app, admin.email), orderId, body);
    expect(res.status).toBe(201);
  });

  it('refuses 409 for a card order not paid', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'card');
    await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`);
    expect((await refund(seller.client, placed.id, { amount: '1.00', reason: 'x' })).status).toBe(409);
  });

  it('records cash given back at the dock for a cash order picked up, and nothing before', async () => {
    const placed = await placeOrder(buyer.client, seller.listing.id, 3);
    const body = { amount: '5.00', reason: 'one was dead' };
    expect((await refund(seller.client, placed.id, body)).status).toBe(409);
    await setStatus(seller.client, placed.id, 'ready');
    await setStatus(seller.client, placed.id, 'completed');
    const res = await refund(seller.client, placed.id, body);
    expect(res.status).toBe(201);
    expect(await json<CreditNoteDto>(res)).toMatchObject({ amount: '5.00', method: 'cash' });
    expect((await refund(seller.client, placed.id, { amount: '25.01', reason: 'x' })).status).toBe(409);
    const told = (await notificationsOf(t.db, buyer.user.id)).map((row) => row.message);
    expect(told).toContainEqual(expect.stringContaining('was refunded to you in cash'));
  });

  it('has the sweep send again a card credit note the provider has not refunded yet', async () => {
    const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 4, t.db);
    // As a short line's refund left by a provider that did not answer, ten minutes ago.
    const [note] = await t.db
      .insert(creditNotes)
      .values({
        orderId,
        amountCents: 1050,
        method: 'card',
        reason: 'one dozen short',
        actorId: seller.user.id,
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await t.services.orders.sweepCardPayments();
    await t.services.orders.sweepCardPayments();
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 1050 });
    const [sent] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, note!.id));
    expect(sent!.providerRefundId).toMatch(/^re_test_/);
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('partially_refunded');
  });

  it('never gives back more than was paid, whatever 20 refunds at once', async () => {
    const { orderId, intentId } = await paidCardOrder(buyer.client, seller.listing.id, 12, t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        refund(seller.client, orderId, { amount: '10.00', reason: `r${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    // $126.00 paid: twelve refunds of $10.00 fit, the thirteenth would not.
    expect(statuses.filter((status) => status === 201)).toHaveLength(12);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes.reduce((sum, note) => sum + note.amountCents, 0)).toBe(12000);
    expect(await intentRow(t.db, intentId)).toMatchObject({ amountRefundedCents: 12000 });
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus).toBe(
      'partially_refunded',
    );
  });
});
