/** The records a sale leaves after checkout: lines marked short, their log, and credit notes. */
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { OrderAmounts } from '../../../shared/order-pricing';
import type { PaymentStatus } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { creditNotes, orderItems, orderLineAdjustments, orders } from '../../db/tables';
import type { CreditNoteRow } from './order-record';

export function createSaleRecordsRepo(db: Db) {
  return {
    /**
     * Inside a transaction: writes to the order's row so that, on PostgreSQL, every other
     * transaction about this order waits here until this one ends (SQLite's write lock already
     * does so). The check that follows then reads what no one else is changing.
     */
    async lockOrder(id: string): Promise<void> {
      await db.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, id));
    },

    async setFinalQty(itemId: string, finalQty: number): Promise<void> {
      await db.update(orderItems).set({ finalQty }).where(eq(orderItems.id, itemId));
    },

    async setFinalWeight(itemId: string, finalWeightCentilb: number): Promise<void> {
      await db.update(orderItems).set({ finalWeightCentilb }).where(eq(orderItems.id, itemId));
    },

    async insertAdjustment(values: typeof orderLineAdjustments.$inferInsert): Promise<void> {
      await db.insert(orderLineAdjustments).values(values);
    },

    async setAmounts(id: string, amounts: OrderAmounts): Promise<void> {
      await db
        .update(orders)
        .set({
          amountSubtotalCents: amounts.subtotalCents,
          feesCents: amounts.feesCents,
          taxCents: amounts.taxCents,
          amountTotalCents: amounts.totalCents,
        })
        .where(eq(orders.id, id));
    },

    async insertCreditNote(values: typeof creditNotes.$inferInsert): Promise<CreditNoteRow> {
      return first(await db.insert(creditNotes).values(values).returning())!;
    },

    async recordProviderRefund(noteId: string, providerRefundId: string): Promise<void> {
      await db.update(creditNotes).set({ providerRefundId }).where(eq(creditNotes.id, noteId));
    },

    /** Card credit notes written before `before` whose refund the provider has not made yet. */
    async listUnsentCardCreditNotes(before: Date): Promise<CreditNoteRow[]> {
      return await db
        .select()
        .from(creditNotes)
        .where(
          and(
            eq(creditNotes.method, 'card'),
            isNull(creditNotes.providerRefundId),
            lt(creditNotes.createdAt, before),
          ),
        );
    },

    /** A card credit note whose refund the provider refused: it never took effect. */
    async deleteCreditNote(noteId: string): Promise<void> {
      await db.delete(creditNotes).where(eq(creditNotes.id, noteId));
    },

    /** Moves the payment status on only from one of `from`, so a later change is not undone. */
    async movePaymentStatus(id: string, from: readonly PaymentStatus[], to: PaymentStatus): Promise<boolean> {
      return (
        affected(
          await db
            .update(orders)
            .set({ paymentStatus: to })
            .where(and(eq(orders.id, id), inArray(orders.paymentStatus, [...from]))),
        ) > 0
      );
    },
  };
}
