/** A card credit note sent to the payment provider, and the order's payment status after it. */
import { refundableCents } from '../../../shared/short-lines';
import { cardChargedCents } from '../../../shared/weighed-lines';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { OrderAccess } from './order-access';
import type { CreditNoteRow } from './order-record';
import type { OrderRecord, OrdersRepo } from './orders.repo';

export function createCreditNoteRefunds(repo: OrdersRepo, payments: PaymentProvider) {
  const refunds = {
    /**
     * Refunds the note's amount on the order's intent, once: the note's id is the idempotency key,
     * so sending it again never refunds twice. `record` must already list the note.
     */
    async send(record: OrderRecord, note: CreditNoteRow): Promise<void> {
      const intentId = record.order.paymentIntentId;
      if (!intentId) throw new Error(`card order ${record.order.id} has no payment intent`);
      const { refundId } = await payments.refundPart({
        intentId,
        amountCents: note.amountCents,
        idempotencyKey: `credit-note-${note.id}`,
      });
      await repo.recordProviderRefund(note.id, refundId);
      const left = refundableCents(
        cardChargedCents(record.order.capturedCents, record.items),
        record.creditNotes.map((candidate) => candidate.amountCents),
      );
      await repo.movePaymentStatus(
        record.order.id,
        ['paid', 'partially_refunded'],
        left === 0 ? 'refunded' : 'partially_refunded',
      );
    },

    /**
     * The periodic sweep: a short line's card refund that failed is sent again with the same key.
     * An order refunded in full meanwhile (cancelled) already gave that money back, so it is left.
     */
    async resendUnsent(before: Date, load: OrderAccess['load'], logger: Logger): Promise<void> {
      for (const note of await repo.listUnsentCardCreditNotes(before)) {
        const record = await load(note.orderId);
        const { paymentStatus } = record.order;
        if (paymentStatus !== 'paid' && paymentStatus !== 'partially_refunded') continue;
        try {
          await refunds.send(record, note);
        } catch (error) {
          logger.error('sending a credit note’s refund failed again', { creditNoteId: note.id, error });
        }
      }
    },
  };
  return refunds;
}
export type CreditNoteRefunds = ReturnType<typeof createCreditNoteRefunds>;
