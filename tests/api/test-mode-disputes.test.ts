/**
 * Card disputes in test mode (no Stripe): Stripe's dispute test card opens one as soon as the
 * payment succeeds, and an admin decides it through test mode's own hook.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminDisputeDto } from '../../src/shared/dispute.dto';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp, type TestApp } from '../helpers/test-app';
import {
  type Client,
  json,
  notificationsOf,
  orderOf,
  placeOrder,
  sellerWithCatch,
  signedInBuyer,
} from './order-helpers';

describe('card disputes in test mode', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await createTestApp();
  });

  /** The dock charges the held card: only a charge can be disputed (docs/decisions/026-card-holds.md). */
  async function chargeAtDock(seller: Client, orderId: string) {
    for (const status of ['ready', 'completed']) {
      expect(
        (await seller.request(`/api/orders/${orderId}/status`, { method: 'PATCH', json: { status } })).status,
      ).toBe(200);
    }
  }

  it('disputes a payment made with the dispute test card as soon as it is charged', async () => {
    const seller = await sellerWithCatch(t, { unitPriceCents: 8500 });
    const buyer = await signedInBuyer(t);
    const admin = await createUser(t.db, { role: 'admin' });
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    const res = await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4000 0000 0000 0259',
      expiry: '12/40',
      cvc: '123',
    });
    expect(res.status).toBe(200);
    expect((await orderOf(buyer.client, placed.id)).paymentStatus).toBe('authorized');
    await chargeAtDock(seller.client, placed.id);
    const order = await orderOf(buyer.client, placed.id);
    expect(order.paymentStatus).toBe('disputed');
    expect(order.dispute).toMatchObject({ status: 'needs_response', reason: 'fraudulent', amount: '89.25' });
    expect(Date.parse(order.dispute?.evidenceDueBy ?? '')).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await notificationsOf(t.db, admin.id)).map((n) => n.type)).toEqual(['order_disputed']);
    const adminClient = await signedInClient(t.app, admin.email);
    expect(
      (await json<AdminDisputeDto[]>(await adminClient.get('/api/admin/disputes'))).map((d) => d.orderId),
    ).toEqual([placed.id]);
  });

  it('lets an admin decide a test-mode dispute, which then closes as from the webhook', async () => {
    const seller = await sellerWithCatch(t, { unitPriceCents: 8500 });
    const buyer = await signedInBuyer(t);
    const admin = await createUser(t.db, { role: 'admin' });
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    await buyer.client.post('/api/payments/test-mode/confirm', {
      clientSecret: intent.clientSecret,
      cardNumber: '4000000000000259',
      expiry: '12/40',
      cvc: '123',
    });
    await chargeAtDock(seller.client, placed.id);
    const decide = (client: Client, orderId: string, outcome: string) =>
      client.post(`/api/payments/test-mode/disputes/${orderId}/decide`, { outcome });
    expect((await decide(createClient(t.app), placed.id, 'lost')).status).toBe(401);
    expect((await decide(seller.client, placed.id, 'lost')).status).toBe(403);
    const adminClient = await signedInClient(t.app, admin.email);
    expect((await decide(adminClient, placed.id, 'maybe')).status).toBe(400);
    expect((await decide(adminClient, crypto.randomUUID(), 'lost')).status).toBe(404);

    const res = await decide(adminClient, placed.id, 'lost');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      status: 'lost',
      reason: 'fraudulent',
      amount: '89.25',
      evidenceDueBy: null,
    });
    // Decided once: a second answer changes nothing.
    expect(await json(await decide(adminClient, placed.id, 'won'))).toMatchObject({ status: 'lost' });
    const order = await orderOf(seller.client, placed.id);
    expect(order).toMatchObject({ paymentStatus: 'disputed', dispute: { status: 'lost' } });
    const titles = (await notificationsOf(t.db, seller.user.id))
      .filter((n) => n.type === 'order_disputed')
      .map((n) => n.title)
      .sort();
    expect(titles).toEqual(['Card Dispute Lost', 'Card Payment Disputed']);
    expect(await json(await adminClient.get('/api/admin/disputes'))).toEqual([]);
  });
});
