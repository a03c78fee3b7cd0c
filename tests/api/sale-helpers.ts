/** Set-up for the short-line and credit-note tests: orders paid by card in test mode, and the calls. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { first } from '../../src/server/db/query';
import { paymentIntents } from '../../src/server/db/tables';
import type { PaymentIntentDto } from '../../src/shared/order.schema';
import { type Client, json, placeOrder, type sellerWithCatch } from './order-helpers';

export type Seller = Awaited<ReturnType<typeof sellerWithCatch>>;

export const shortLines = (client: Client, orderId: string, body: unknown) =>
  client.post(`/api/orders/${orderId}/short`, body);

export const refund = (client: Client, orderId: string, body: unknown) =>
  client.post(`/api/orders/${orderId}/refunds`, body);

/** A card order placed, and paid with the test-mode card that succeeds. */
export async function paidCardOrder(buyer: Client, catchId: string, qty: number) {
  const placed = await placeOrder(buyer, catchId, qty, 'card');
  const intent = await json<PaymentIntentDto>(
    await buyer.post(`/api/orders/${placed.id}/create-payment-intent`),
  );
  const paid = await buyer.post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${await paid.text()}`);
  return { orderId: placed.id, intentId: intent.paymentIntentId };
}

/** The test-mode provider's own record of the intent: what it charged and gave back. */
export async function intentRow(db: Db, intentId: string) {
  return first(await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))!;
}
