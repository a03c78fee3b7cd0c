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

/** A card order placed and confirmed with the test-mode card that succeeds. */
async function confirmedCardOrder(
  buyer: Client,
  catchId: string,
  qty: number,
  beforeConfirm: (intentId: string) => Promise<unknown> = async () => {},
) {
  const placed = await placeOrder(buyer, catchId, qty, 'card');
  const intent = await json<PaymentIntentDto>(
    await buyer.post(`/api/orders/${placed.id}/create-payment-intent`),
  );
  await beforeConfirm(intent.paymentIntentId);
  const paid = await buyer.post('/api/payments/test-mode/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
  });
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${await paid.text()}`);
  return { orderId: placed.id, intentId: intent.paymentIntentId, itemId: placed.items[0]!.id };
}

/**
 * A card order charged in full at checkout, as card orders were before card holds
 * (docs/decisions/026-card-holds.md): such orders keep their refund path, tested with this. Its
 * intent is made an automatic-capture one before the card confirms it.
 */
export function paidCardOrder(buyer: Client, catchId: string, qty: number, db: Db) {
  return confirmedCardOrder(buyer, catchId, qty, (intentId) =>
    db.update(paymentIntents).set({ captureMethod: 'automatic' }).where(eq(paymentIntents.id, intentId)),
  );
}

/** A card order as checkout makes it now: its card held (authorised) for the order's maximum. */
export function heldCardOrder(buyer: Client, catchId: string, qty: number) {
  return confirmedCardOrder(buyer, catchId, qty);
}

/** The test-mode provider's own record of the intent: what it charged and gave back. */
export async function intentRow(db: Db, intentId: string) {
  return first(await db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)))!;
}
