import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDto, PaymentIntentDto } from '../../src/shared/order.schema';
import type { FakeStripeApi } from '../helpers/fake-stripe-api';
import type { TestApp } from '../helpers/test-app';
import { type Client, json, orderOf, placeOrder } from './order-helpers';
import { refund, type Seller, shortLines } from './sale-helpers';
import { sendWebhook, stripeEvent, useStripeSale } from './stripe-mode-helpers';

describe('short lines and partial refunds through Stripe', () => {
  let fake: FakeStripeApi;
  let t: TestApp;
  let seller: Seller;
  let buyer: { client: Client };
  let eventCount = 0;

  const sale = useStripeSale({ unitPriceCents: 1000, qtyAvailable: 40 }, 'acct_short');

  beforeEach(async () => {
    ({ fake, t, seller, buyer } = sale);
  });

  const deliver = (type: string, intentId: string) =>
    sendWebhook(t, stripeEvent(`evt_short_${++eventCount}`, type, intentId));

  async function paidOrder(qty: number) {
    const placed = await placeOrder(buyer.client, seller.listing.id, qty, 'card');
    const intent = await json<PaymentIntentDto>(
      await buyer.client.post(`/api/orders/${placed.id}/create-payment-intent`),
    );
    fake.setIntent(intent.paymentIntentId, {
      status: 'succeeded',
      latest_charge: `ch_${intent.paymentIntentId}`,
    });
    await deliver('payment_intent.succeeded', intent.paymentIntentId);
    return { orderId: placed.id, intentId: intent.paymentIntentId, itemId: placed.items[0]!.id };
  }

  const refundRequests = (intentId: string) =>
    fake.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intentId);

  it('refunds the short part of the charge, with its own key and the destination flags', async () => {
    const { orderId, intentId, itemId } = await paidOrder(12);
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('paid');
    const order = await json<OrderDto>(
      await shortLines(seller.client, orderId, { lines: [{ itemId, qty: 8 }], reason: 'light' }),
    );
    expect(order.paymentStatus).toBe('partially_refunded');
    const [sent] = refundRequests(intentId);
    expect(sent!.form).toMatchObject({
      amount: '4200',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    expect(sent!.idempotencyKey).toBe(`credit-note-${order.creditNotes[0]!.id}`);

    // Stripe's own news of the partial refund is not read as a full refund, nor as a mismatch.
    expect((await deliver('charge.refunded', intentId)).status).toBe(200);
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('partially_refunded');
    expect(t.logs.filter((log) => log.fields?.security === 'payment_mismatch')).toEqual([]);

    expect((await refund(seller.client, orderId, { amount: '84.00', reason: 'the rest' })).status).toBe(201);
    expect(refundRequests(intentId).map((r) => r.form.amount)).toEqual(['4200', '8400']);
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('refunded');
    await deliver('charge.refunded', intentId);
    expect((await orderOf(buyer.client, orderId)).paymentStatus).toBe('refunded');
  });

  it('keeps no credit note when Stripe refuses the refund', async () => {
    const { orderId, intentId } = await paidOrder(2);
    // Given back in Stripe's dashboard meanwhile: Stripe refuses any more.
    fake.refundInDashboard(intentId);
    const res = await refund(seller.client, orderId, { amount: '5.00', reason: 'goodwill' });
    expect(res.status).toBe(409);
    expect((await orderOf(buyer.client, orderId)).creditNotes).toEqual([]);
  });
});
