/**
 * Card disputes (chargebacks): Stripe's charge.dispute.* events, signed, handled once and read
 * back from the provider (the real SDK against the local fake of Stripe's API); the order's
 * payment status, the people told, the admin's list. Test mode: test-mode-disputes.test.ts.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { creditNotes, disputes, orders, paymentEvents } from '../../src/server/db/tables';
import type { AdminDisputeDto } from '../../src/shared/dispute.dto';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import { createUser, signedInClient } from '../helpers/factories';
import type { FakeStripeApi } from '../helpers/fake-stripe-api';
import { createClient, type TestApp } from '../helpers/test-app';
import { createTrpcTestClient } from '../helpers/trpc-client';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  type sellerWithCatch,
} from './order-helpers';
import { sendWebhook, useStripeSale } from './stripe-mode-helpers';

function disputeEvent(id: string, type: string, disputeId: string, body: Record<string, unknown> = {}) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: disputeId, object: 'dispute', ...body } },
  });
}

describe('card disputes in Stripe mode', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Awaited<ReturnType<typeof sellerWithCatch>>;
  let buyer: { user: { id: string }; client: Client };
  let admin: { id: string; email: string };

  const sale = useStripeSale({ unitPriceCents: 8500 });

  beforeEach(async () => {
    ({ fake, t, seller, buyer } = sale);
    admin = await createUser(t.db, { role: 'admin' });
  });

  /** A card order paid through Stripe (8925 cents), and the dispute the buyer's bank opens on it. */
  async function paidOrder(chargeId: string) {
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    fake.setIntent(intent.paymentIntentId, { status: 'succeeded', latest_charge: chargeId });
    await buyer.client.post(`/api/orders/${placed.id}/sync-payment`);
    return { orderId: placed.id, intentId: intent.paymentIntentId, chargeId };
  }

  const disputeNotices = async (userId: string) =>
    (await notificationsOf(t.db, userId)).filter((n) => n.type === 'order_disputed');

  it('marks the order disputed on charge.dispute.created and tells the seller and every admin', async () => {
    const order = await paidOrder('ch_d1');
    // The event body lies about the amount; the dispute read back from Stripe decides.
    const dispute = fake.openDispute(
      { chargeId: order.chargeId, intentId: order.intentId },
      { dueBy: 1_900_000_000 },
    );
    const res = await sendWebhook(
      t,
      disputeEvent('evt_d1', 'charge.dispute.created', dispute.id, { amount: 1 }),
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, duplicate: false });

    const seen = await orderOf(buyer.client, order.orderId);
    expect(seen.paymentStatus).toBe('disputed');
    expect(seen.dispute).toEqual({
      status: 'needs_response',
      reason: 'fraudulent',
      amount: '89.25',
      evidenceDueBy: new Date(1_900_000_000_000).toISOString(),
    });
    expect((await orderOf(seller.client, order.orderId)).dispute?.status).toBe('needs_response');

    for (const person of [seller.user, admin]) {
      const [notice, ...more] = await disputeNotices(person.id);
      expect(more).toEqual([]);
      expect(notice?.title).toBe('Card Payment Disputed');
      expect(notice?.message).toContain('$89.25');
      expect(notice?.message).toContain('did not make this payment');
      expect(notice?.message).toContain('Mar 17, 2030');
      // The seller opens the order; an admin, who may not, is sent to the admin screen.
      expect(notice?.data).toEqual(
        person === admin ? { disputedOrderId: order.orderId } : { orderId: order.orderId },
      );
      expect(
        t.mails.some((mail) => mail.to === person.email && mail.subject.includes('Card Payment Disputed')),
      ).toBe(true);
    }
    // The buyer started it at their bank and is not told here.
    expect(await disputeNotices(buyer.user.id)).toEqual([]);
  });

  it('handles a replayed event once', async () => {
    const order = await paidOrder('ch_d2');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: order.intentId });
    const payload = disputeEvent('evt_d2', 'charge.dispute.created', dispute.id);
    expect((await sendWebhook(t, payload)).status).toBe(200);
    expect(await json(await sendWebhook(t, payload))).toEqual({ received: true, duplicate: true });
    expect(await disputeNotices(seller.user.id)).toHaveLength(1);
    expect(await t.db.select().from(disputes)).toHaveLength(1);
    expect((await t.db.select().from(paymentEvents)).map((e) => [e.id, e.type])).toEqual([
      ['evt_d2', 'dispute'],
    ]);
  });

  it('follows charge.dispute.updated, and a won dispute puts the payment back as it was', async () => {
    const order = await paidOrder('ch_d3');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: order.intentId });
    await sendWebhook(t, disputeEvent('evt_d3a', 'charge.dispute.created', dispute.id));
    fake.setDispute(dispute.id, { status: 'under_review' });
    expect((await sendWebhook(t, disputeEvent('evt_d3b', 'charge.dispute.updated', dispute.id))).status).toBe(
      200,
    );
    expect((await orderOf(buyer.client, order.orderId)).dispute?.status).toBe('under_review');
    // Updates tell nobody: only opening and closing do.
    expect(await disputeNotices(seller.user.id)).toHaveLength(1);

    fake.setDispute(dispute.id, { status: 'won' });
    await sendWebhook(t, disputeEvent('evt_d3c', 'charge.dispute.closed', dispute.id));
    const won = await orderOf(buyer.client, order.orderId);
    expect(won.paymentStatus).toBe('paid');
    expect(won.dispute).toMatchObject({ status: 'won', evidenceDueBy: null });
    const notices = await disputeNotices(admin.id);
    expect(notices.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Card Payment Disputed', 'Card Dispute Closed']),
    );
  });

  it('puts a won dispute back to partially refunded when credit notes were given', async () => {
    const order = await paidOrder('ch_d4');
    await t.db
      .update(orders)
      .set({ paymentStatus: 'partially_refunded' })
      .where(eq(orders.id, order.orderId));
    await t.db
      .insert(creditNotes)
      .values({ orderId: order.orderId, amountCents: 1000, method: 'card', reason: 'Two crabs short' });
    const dispute = fake.openDispute(
      { chargeId: order.chargeId, intentId: order.intentId },
      { amount: 7925 },
    );
    await sendWebhook(t, disputeEvent('evt_d4a', 'charge.dispute.created', dispute.id));
    expect((await orderOf(buyer.client, order.orderId)).paymentStatus).toBe('disputed');
    fake.setDispute(dispute.id, { status: 'won' });
    await sendWebhook(t, disputeEvent('evt_d4b', 'charge.dispute.closed', dispute.id));
    expect((await orderOf(buyer.client, order.orderId)).paymentStatus).toBe('partially_refunded');
  });

  it('keeps a lost dispute on the order and tells the seller and admins', async () => {
    const order = await paidOrder('ch_d5');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: order.intentId });
    await sendWebhook(t, disputeEvent('evt_d5a', 'charge.dispute.created', dispute.id));
    fake.setDispute(dispute.id, { status: 'lost' });
    await sendWebhook(t, disputeEvent('evt_d5b', 'charge.dispute.closed', dispute.id));
    const lost = await orderOf(seller.client, order.orderId);
    expect(lost.paymentStatus).toBe('disputed');
    expect(lost.dispute?.status).toBe('lost');
    for (const person of [seller.user, admin]) {
      const titles = (await disputeNotices(person.id)).map((n) => n.title);
      expect(titles).toEqual(expect.arrayContaining(['Card Payment Disputed', 'Card Dispute Lost']));
    }
  });

  it('applies events in any order: updated before created, and a late created never reopens a closed dispute', async () => {
    const order = await paidOrder('ch_d6');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: order.intentId });
    fake.setDispute(dispute.id, { status: 'under_review' });
    await sendWebhook(t, disputeEvent('evt_d6b', 'charge.dispute.updated', dispute.id));
    expect((await orderOf(buyer.client, order.orderId)).dispute?.status).toBe('under_review');
    expect(await disputeNotices(seller.user.id)).toHaveLength(1);

    fake.setDispute(dispute.id, { status: 'lost' });
    await sendWebhook(t, disputeEvent('evt_d6c', 'charge.dispute.closed', dispute.id));
    // Stripe answering with a stale state for the late `created` still cannot reopen it.
    fake.setDispute(dispute.id, { status: 'needs_response' });
    await sendWebhook(t, disputeEvent('evt_d6a', 'charge.dispute.created', dispute.id));
    const seen = await orderOf(buyer.client, order.orderId);
    expect(seen.dispute?.status).toBe('lost');
    expect(seen.paymentStatus).toBe('disputed');
    expect((await disputeNotices(seller.user.id)).map((n) => n.title).sort()).toEqual([
      'Card Dispute Lost',
      'Card Payment Disputed',
    ]);
  });

  it('records a dispute first seen closed without announcing an opening', async () => {
    const order = await paidOrder('ch_d7');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: null }, { status: 'won' });
    await sendWebhook(t, disputeEvent('evt_d7', 'charge.dispute.closed', dispute.id));
    // Found by its charge alone.
    expect((await orderOf(buyer.client, order.orderId)).dispute?.status).toBe('won');
    expect((await orderOf(buyer.client, order.orderId)).paymentStatus).toBe('paid');
    expect((await disputeNotices(seller.user.id)).map((n) => n.title)).toEqual(['Card Dispute Closed']);
  });

  it('refuses an unsigned or wrongly signed dispute event and changes nothing', async () => {
    const order = await paidOrder('ch_d8');
    const dispute = fake.openDispute({ chargeId: order.chargeId, intentId: order.intentId });
    const payload = disputeEvent('evt_d8', 'charge.dispute.created', dispute.id);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    expect((await sendWebhook(t, payload, forged)).status).toBe(400);
    const unsigned = await createClient(t.app).post('/api/payments/webhook', undefined, {
      body: payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(400);
    expect((await orderOf(buyer.client, order.orderId)).paymentStatus).toBe('paid');
    expect(await t.db.select().from(disputes)).toEqual([]);
    expect(await t.db.select().from(paymentEvents)).toEqual([]);
  });

  it('has no test-mode dispute decisions when Stripe is configured', async () => {
    const order = await paidOrder('ch_d13');
    const adminClient = await signedInClient(t.app, admin.email);
    const res = await adminClient.post(`/api/payments/test-mode/disputes/${order.orderId}/decide`, {
      outcome: 'won',
    });
    expect(res.status).toBe(404);
  });

  it('answers 200 to a dispute on a charge of no order of ours, and logs it', async () => {
    const dispute = fake.openDispute({ chargeId: 'ch_elsewhere', intentId: 'pi_elsewhere' });
    const res = await sendWebhook(t, disputeEvent('evt_d9', 'charge.dispute.created', dispute.id));
    expect(res.status).toBe(200);
    expect(await t.db.select().from(disputes)).toEqual([]);
    expect(t.logs.some((line) => line.message === 'dispute for an unknown charge')).toBe(true);
    expect((await t.db.select().from(paymentEvents)).map((e) => e.id)).toEqual(['evt_d9']);
  });

  it('lists open disputes to admins, soonest deadline first; 401 signed out, 403 others', async () => {
    const later = await paidOrder('ch_d10');
    const sooner = await paidOrder('ch_d11');
    const closed = await paidOrder('ch_d12');
    const a = fake.openDispute(
      { chargeId: later.chargeId, intentId: later.intentId },
      { dueBy: 1_900_000_000 },
    );
    const b = fake.openDispute(
      { chargeId: sooner.chargeId, intentId: sooner.intentId },
      { dueBy: 1_800_000_000, reason: 'product_not_received' },
    );
    const c = fake.openDispute({ chargeId: closed.chargeId, intentId: closed.intentId }, { status: 'lost' });
    for (const [i, d] of [a, b, c].entries())
      await sendWebhook(t, disputeEvent(`evt_l${i}`, 'charge.dispute.created', d.id));

    expect((await createClient(t.app).get('/api/admin/disputes')).status).toBe(401);
    expect((await buyer.client.get('/api/admin/disputes')).status).toBe(403);
    expect((await seller.client.get('/api/admin/disputes')).status).toBe(403);

    const adminClient = await signedInClient(t.app, admin.email);
    const res = await adminClient.get('/api/admin/disputes');
    expect(res.status).toBe(200);
    const list = await json<AdminDisputeDto[]>(res);
    expect(list.map((d) => d.orderId)).toEqual([sooner.orderId, later.orderId]);
    expect(list[0]).toEqual({
      orderId: sooner.orderId,
      seller: seller.profile.displayName,
      buyer: expect.any(String),
      amount: '89.25',
      reason: 'product_not_received',
      status: 'needs_response',
      evidenceDueBy: new Date(1_800_000_000_000).toISOString(),
    });
    const trpc = createTrpcTestClient(t.app, { cookie: adminClient.cookie }).client;
    expect(await trpc.admin.disputes.query()).toEqual(list);
    const buyerTrpc = createTrpcTestClient(t.app, { cookie: buyer.client.cookie }).client;
    await expect(buyerTrpc.admin.disputes.query()).rejects.toMatchObject({ data: { httpStatus: 403 } });
  });
});
