/** Every order is confirmed to its buyer in writing, and completion mails the receipt. */
import { describe, expect, it } from 'vitest';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import { mailsInOutbox } from '../helpers/outbox';
import { createTestApp } from '../helpers/test-app';
import { type Client, json, placeOrder, sellerWithCatch, setStatus, signedInBuyer } from './order-helpers';

async function payByCard(client: Client, orderId: string) {
  const intent = await json<PaymentIntentDto>(
    await client.post(`/api/orders/${orderId}/create-payment-intent`),
  );
  const paid = await client.post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  expect(paid.status).toBe(200);
}

describe('order confirmation e-mails', () => {
  it('confirms a cash order to the buyer with its items, amounts, pickup, payment and pass link', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { title: 'Steamed Jumbos', unitPriceCents: 8500 });
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 2, 'cash');
    const [mail] = await mailsInOutbox(t, { to: buyer.user.email, subject: 'BayCatch: Order Confirmed' });
    expect(mail!.text).toContain('- 2 dozen Steamed Jumbos at $85.00/dozen: $170.00');
    expect(mail!.text).toContain('Total: $170.00');
    expect(mail!.text).toMatch(/Pickup: \S/);
    expect(mail!.text).toContain('Payment: Cash at pickup');
    expect(mail!.text).toContain(`/orders/${placed.id}`);
  });

  it('confirms a card order once its card is held, with the card fee in the total', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { title: 'Soft Shells', unitPriceCents: 4000 });
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'card');
    await payByCard(buyer.client, placed.id);
    const [mail] = await mailsInOutbox(t, { to: buyer.user.email, subject: 'BayCatch: Payment Received' });
    expect(mail!.text).toContain('is confirmed');
    expect(mail!.text).toContain('Service fee: $2.00');
    expect(mail!.text).toContain('Total: $42.00');
    expect(mail!.text).toContain('Payment: Card (held for up to $42.00, charged at pickup)');
    expect(mail!.text).toContain(
      'Your card is held for up to $42.00 and charged at pickup for what you take.',
    );
  });

  it('mails the receipt on completion: its number, total and links', async () => {
    const t = await createTestApp();
    const seller = await sellerWithCatch(t, { unitPriceCents: 8500 });
    const buyer = await signedInBuyer(t);
    const placed = await placeOrder(buyer.client, seller.listing.id, 1, 'cash');
    await setStatus(seller.client, placed.id, 'ready');
    await setStatus(seller.client, placed.id, 'completed');
    const [mail] = await mailsInOutbox(t, { to: buyer.user.email });
    const receiptMail = (await mailsInOutbox(t, { to: buyer.user.email, count: 3 })).find((m) =>
      m.subject.startsWith('BayCatch: Order Completed, receipt '),
    );
    expect(mail).toBeDefined();
    const number = receiptMail!.subject.split('receipt ')[1]!;
    expect(number).toMatch(/^[A-Z]{3}-000001$/);
    expect(receiptMail!.text).toContain(`Receipt ${number}`);
    expect(receiptMail!.text).toContain('Total: $85.00');
    expect(receiptMail!.text).toContain(`/orders/${placed.id}/receipt`);
    expect(receiptMail!.text).toContain(`/api/orders/${placed.id}/receipt.pdf`);
  });
});
