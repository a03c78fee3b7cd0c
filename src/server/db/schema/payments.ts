/** The test-mode payment provider and handled webhook events. */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';

export function paymentsTables(k: Kit, { crabberProfiles }: Pick<AccountsTables, 'crabberProfiles'>) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  /** Intents of the built-in test-mode payment provider; Stripe keeps its own when configured. */
  const paymentIntents = k.table(
    'payment_intents',
    {
      id: id(),
      clientSecret: k.text('client_secret').notNull().unique(),
      amountCents: k.int('amount_cents').notNull(),
      applicationFeeCents: k.int('application_fee_cents').notNull().default(0),
      currency: k.text('currency').notNull().default('usd'),
      status: k
        .text('status', {
          enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'],
        })
        .notNull()
        .default('requires_payment_method'),
      purpose: k.text('purpose', { enum: ['order', 'promotion'] }).notNull(),
      referenceId: k.text('reference_id').notNull(),
      destinationAccountId: k.text('destination_account_id'),
      metadata: k.json<Record<string, string>>('metadata').notNull().default({}),
      lastError: k.text('last_error'),
      chargeId: k.text('charge_id'),
      /** A repeated create with the same key returns this intent instead of a second one. */
      idempotencyKey: k.text('idempotency_key'),
      amountRefundedCents: k.int('amount_refunded_cents').notNull().default(0),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('payment_intents_reference_idx').on(t.purpose, t.referenceId),
      k
        .uniqueIndex('payment_intents_idempotency_idx')
        .on(t.idempotencyKey)
        .where(sql`${t.idempotencyKey} is not null`),
    ],
  );
  /**
   * Sellers' payout accounts under the test-mode provider: the local stand-in for Stripe Connect
   * accounts, completed on a local onboarding page instead of Stripe's.
   */
  const testPaymentAccounts = k.table(
    'test_payment_accounts',
    {
      id: k.text('id').primaryKey(),
      sellerId: k
        .text('seller_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      email: k.text('email').notNull(),
      status: k
        .text('status', { enum: ['pending', 'active'] })
        .notNull()
        .default('pending'),
      /** Where onboarding sends the seller afterwards; only paths of our own site are kept. */
      returnPath: k.text('return_path'),
      refreshPath: k.text('refresh_path'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [k.index('test_payment_accounts_seller_idx').on(t.sellerId)],
  );
  /** Provider webhook events already handled, so a replayed delivery changes nothing twice. */
  const paymentEvents = k.table('payment_events', {
    id: k.text('id').primaryKey(),
    type: k.text('type').notNull(),
    processedAt: k
      .instant('processed_at')
      .notNull()
      .$defaultFn(() => new Date()),
  });
  return { paymentIntents, testPaymentAccounts, paymentEvents };
}
