/** What becomes of the card payment of a cancelled order: the intent stopped, or the money given back. */
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { OrderAccess } from './order-access';
import type { OrderRecord, OrdersRepo } from './orders.repo';

interface PaymentSettlementDeps {
  repo: OrdersRepo;
  payments: PaymentProvider;
  load: OrderAccess['load'];
  logger: Logger;
}

export function createPaymentSettlement({ repo, payments, load, logger }: PaymentSettlementDeps) {
  async function refund(record: OrderRecord): Promise<boolean> {
    const intentId = record.order.paymentIntentId;
    if (!intentId) return false;
    await payments.refundIntent(intentId, `refund-order-${record.order.id}`);
    return await repo.markRefunded(record.order.id);
  }

  /**
   * Stops a card payment of a cancelled order: an unpaid intent is cancelled, a paid one refunded.
   * Returns whether money went back to the buyer.
   */
  async function settleCancelledPayment(record: OrderRecord): Promise<boolean> {
    const intentId = record.order.paymentIntentId;
    if (record.order.paymentMethod !== 'card' || !intentId) return false;
    try {
      // What a short line or a credit note left of the charge goes back (the provider refunds the rest).
      const { paymentStatus } = record.order;
      if (paymentStatus === 'paid' || paymentStatus === 'partially_refunded') return await refund(record);
      const intent = await payments.retrieveIntent(intentId);
      if (intent?.status === 'succeeded') {
        // Paid while it was being cancelled: record the payment, then give it back.
        await repo.markPaid(record.order.id, intent.id, intent.chargeId, intent.amountCents);
        if (intent.refunded) return await repo.markRefunded(record.order.id);
        return await refund(await load(record.order.id));
      }
      if (intent && intent.status !== 'canceled') await payments.cancelIntent(intentId);
      return false;
    } catch (error) {
      // The order stays cancelled; the periodic sweep retries the refund with the same key.
      logger.error('settling the payment of a cancelled order failed', { orderId: record.order.id, error });
      return false;
    }
  }

  return settleCancelledPayment;
}
