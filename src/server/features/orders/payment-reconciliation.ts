/** News from the payment provider about an order's intent, applied once and in any order. */
import { estimatedAmounts } from '../../../shared/weighed-lines';
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import type { OrderAccess } from './order-access';
import type { CancelledBy, OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';

interface PaymentReconciliationDeps {
  repo: OrdersRepo;
  payments: PaymentProvider;
  logger: Logger;
  load: OrderAccess['load'];
  settle: (record: OrderRecord) => Promise<boolean>;
  cancel: (record: OrderRecord, by: CancelledBy) => Promise<OrderRecord>;
  notify: OrderNotifications;
}

export function createPaymentReconciliation({
  repo,
  payments,
  logger,
  load,
  settle: settleCancelledPayment,
  cancel,
  notify,
}: PaymentReconciliationDeps) {
  /**
   * Why a succeeded intent cannot pay this order, or null when it can: it must be the order's own
   * intent, for the order's amount as ordered (a short line lowers the total, not the charge), in dollars, and from the configured mode (test or live).
   */
  function paymentMismatch(record: OrderRecord, intent: PaymentIntentInfo): string | null {
    if (record.order.paymentIntentId !== intent.id) return 'not the order’s payment intent';
    const charged = estimatedAmounts(record.items, record.order.paymentMethod).totalCents;
    if (intent.amountCents !== charged) return 'amount differs from the order total';
    if (intent.currency !== 'usd') return 'currency is not usd';
    if (intent.livemode !== payments.livemode) return 'livemode differs from the configuration';
    return null;
  }

  async function findPaidOrder(intent: PaymentIntentInfo): Promise<OrderRecord | undefined> {
    return (
      (await repo.findById(intent.metadata.referenceId ?? '')) ?? (await repo.findByPaymentIntent(intent.id))
    );
  }

  /** Records a succeeded payment of an order once; a repeat of the same news changes nothing. */
  async function recordSucceededPayment(intent: PaymentIntentInfo): Promise<boolean> {
    if (intent.metadata.purpose !== 'order' || intent.status !== 'succeeded') return false;
    const record = await findPaidOrder(intent);
    if (!record) {
      logger.warn('payment for an unknown order', { intentId: intent.id });
      return false;
    }
    const mismatch = paymentMismatch(record, intent);
    if (mismatch) {
      logSecurityEvent(logger, 'payment_mismatch', {
        orderId: record.order.id,
        intentId: intent.id,
        reason: mismatch,
        amountCents: intent.amountCents,
        currency: intent.currency,
        livemode: intent.livemode,
      });
      return false;
    }
    if (!(await repo.markPaid(record.order.id, intent.id, intent.chargeId))) return false;
    const paid = await load(record.order.id);
    if (paid.order.status === 'cancelled') {
      await settleCancelledPayment(paid);
      return true;
    }
    await notify.placed(paid);
    await notify.paymentReceived(paid);
    return true;
  }

  /**
   * Brings an order to the state of its intent as the provider reports it now, whatever event
   * announced it and in whatever order events came: succeeded pays it, a refund (made here or in
   * the provider's dashboard) marks it refunded, a canceled intent cancels the unpaid order and
   * returns its stock at once. Nothing moves a paid order back to unpaid. `unknown-order` means
   * the order (or its recorded intent) is not there yet, so the caller should try again later.
   */
  async function reconcilePayment(intent: PaymentIntentInfo): Promise<'applied' | 'unknown-order'> {
    if (intent.metadata.purpose !== 'order') return 'applied';
    const record = await findPaidOrder(intent);
    if (!record?.order.paymentIntentId) return 'unknown-order';
    const { order } = record;
    if (intent.status === 'succeeded' && intent.refunded) {
      if (paymentMismatch(record, intent)) {
        await recordSucceededPayment(intent); // logs the mismatch, changes nothing
        return 'applied';
      }
      // Refunded outside BayCatch: the order shows the refund; a payment never announced is not
      // announced now.
      await repo.markPaid(order.id, intent.id, intent.chargeId);
      if (await repo.markRefunded(order.id))
        logger.info('order refunded at the provider', { orderId: order.id });
      return 'applied';
    }
    if (intent.status === 'succeeded') {
      await recordSucceededPayment(intent);
      return 'applied';
    }
    const ownUnpaidIntent =
      order.paymentIntentId === intent.id &&
      order.status === 'confirmed' &&
      (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending');
    if (intent.status === 'canceled' && ownUnpaidIntent) {
      try {
        await cancel(record, 'system');
      } catch (error) {
        // Cancelled or moved on meanwhile by someone else: nothing is left to release.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return 'applied';
  }

  return { recordSucceededPayment, reconcilePayment };
}
