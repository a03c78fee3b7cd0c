/** A card credit note sent to the payment provider, and the order's payment status after it. */
import { orderedAmounts, refundableCents } from '../../../shared/short-lines';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { CreditNoteRow } from './order-record';
import type { OrderRecord, OrdersRepo } from './orders.repo';

/** What a card order was charged: its lines as ordered, the fee included. */
export function chargedCents(record: OrderRecord): number {
  return orderedAmounts(record.items, record.order.paymentMethod).totalCents;
}

export function createCreditNoteRefunds(repo: OrdersRepo, payments: PaymentProvider) {
  return {
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
        chargedCents(record),
        record.creditNotes.map((candidate) => candidate.amountCents),
      );
      await repo.movePaymentStatus(
        record.order.id,
        ['paid', 'partially_refunded'],
        left === 0 ? 'refunded' : 'partially_refunded',
      );
    },
  };
}
export type CreditNoteRefunds = ReturnType<typeof createCreditNoteRefunds>;
