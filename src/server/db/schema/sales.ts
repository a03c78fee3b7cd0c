/**
 * What happens to a sale after checkout (docs/product/payments.md): lines changed at the dock,
 * money given back, the receipt and its number, and card disputes. Rows here are the books: they
 * are never deleted while their order exists, and amounts are integer cents.
 */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import { creditNoteMethods, disputeStatuses, lineAdjustmentKinds } from '../../../shared/sale-records';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';
import type { OrdersTables } from './orders';

export function salesTables(
  k: Kit,
  {
    users,
    crabberProfiles,
    orders,
    orderItems,
  }: Pick<AccountsTables, 'users' | 'crabberProfiles'> & Pick<OrdersTables, 'orders' | 'orderItems'>,
) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  /**
   * Every change of an order line after checkout, oldest first: who made it, when, the value before
   * and after, and why. `short` changes the quantity handed over (8 of 12 dozen, or 0).
   */
  const orderLineAdjustments = k.table(
    'order_line_adjustments',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      orderItemId: k
        .text('order_item_id')
        .notNull()
        .references(() => orderItems.id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: lineAdjustmentKinds }).notNull(),
      /** The person who made the change; kept as null if their account is deleted later. */
      actorId: k.text('actor_id').references(() => users.id, { onDelete: 'set null' }),
      oldValue: k.int('old_value').notNull(),
      newValue: k.int('new_value').notNull(),
      reason: k.text('reason').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('order_line_adjustments_order_idx').on(t.orderId, t.createdAt)],
  );
  /**
   * Money given back on an order after it was paid: by card (a provider refund) or in cash at the
   * dock, each a credit note on the receipt. Their sum never exceeds what was paid.
   */
  const creditNotes = k.table(
    'credit_notes',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'restrict' }),
      amountCents: k.int('amount_cents').notNull(),
      method: k.text('method', { enum: creditNoteMethods }).notNull(),
      reason: k.text('reason').notNull(),
      /** The lines refunded, when the refund was asked for by line; null for an amount. */
      lines: k.json<{ itemId: string; qty: number }[]>('lines'),
      actorId: k.text('actor_id').references(() => users.id, { onDelete: 'set null' }),
      /** The provider's refund id, for a card refund once the provider has made it. */
      providerRefundId: k.text('provider_refund_id'),
      createdAt: createdAt(),
    },
    (t) => [k.index('credit_notes_order_idx').on(t.orderId, t.createdAt)],
  );
  /** Each seller's last receipt number and prefix: numbers are issued from here, gap-free. */
  const receiptCounters = k.table('receipt_counters', {
    sellerId: k
      .text('seller_id')
      .primaryKey()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    prefix: k.text('prefix').notNull(),
    lastSequence: k.int('last_sequence').notNull().default(0),
  });
  /** The receipt of a completed order: its number (e.g. DOB-000042) is the seller's next in sequence. */
  const receipts = k.table(
    'receipts',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .unique()
        .references(() => orders.id, { onDelete: 'restrict' }),
      sellerId: k
        .text('seller_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'restrict' }),
      sequence: k.int('sequence').notNull(),
      number: k.text('number').notNull(),
      issuedAt: k
        .instant('issued_at')
        .notNull()
        .$defaultFn(() => new Date()),
    },
    (t) => [
      k.uniqueIndex('receipts_seller_sequence_idx').on(t.sellerId, t.sequence),
      // A seller's month of receipts, for the CSV download.
      k.index('receipts_seller_issued_idx').on(t.sellerId, t.issuedAt),
    ],
  );
  /** A card dispute (chargeback) on an order's charge, as the provider's events last described it. */
  const disputes = k.table(
    'disputes',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'restrict' }),
      providerDisputeId: k.text('provider_dispute_id').notNull().unique(),
      status: k.text('status', { enum: disputeStatuses }).notNull(),
      reason: k.text('reason').notNull(),
      amountCents: k.int('amount_cents').notNull(),
      /** When the seller's evidence is due at the card network; null once none is needed. */
      evidenceDueBy: k.instant('evidence_due_by'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('disputes_order_idx').on(t.orderId),
      // The admin's list of open disputes, soonest deadline first.
      k
        .index('disputes_open_idx')
        .on(t.evidenceDueBy)
        .where(
          sql`status in ('warning_needs_response', 'needs_response', 'warning_under_review', 'under_review')`,
        ),
    ],
  );
  return { orderLineAdjustments, creditNotes, receiptCounters, receipts, disputes };
}
