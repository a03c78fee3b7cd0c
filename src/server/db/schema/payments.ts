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
          enum: [
            'requires_payment_method',
            'requires_action',
            'processing',
            'requires_capture',
            'succeeded',
            'canceled',
          ],
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
      /**
       * `manual`: confirming only authorises (status `requires_capture`, `amountCapturableCents`
       * held until `authorizationExpiresAt`); capture takes any amount up to it, like Stripe's
       * `capture_method=manual`. `amountReceivedCents` is what was actually charged.
       */
      captureMethod: k
        .text('capture_method', { enum: ['automatic', 'manual'] })
        .notNull()
        .default('automatic'),
      amountCapturableCents: k.int('amount_capturable_cents').notNull().default(0),
      amountReceivedCents: k.int('amount_received_cents').notNull().default(0),
      authorizationExpiresAt: k.instant('authorization_expires_at'),
      /** The saved card (a setup intent's payment method) an off-session intent was confirmed with. */
      paymentMethodId: k.text('payment_method_id'),
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
  /**
   * The test-mode provider's setup intents: a card saved at checkout for a pickup too far off to
   * hold (docs/product/payments.md), charged later off-session through `paymentMethodId`.
   */
  const setupIntents = k.table(
    'setup_intents',
    {
      id: id(),
      clientSecret: k.text('client_secret').notNull().unique(),
      status: k
        .text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
        .notNull()
        .default('requires_payment_method'),
      /** Set once a card is saved; its test card decides how later authorisations go. */
      paymentMethodId: k.text('payment_method_id'),
      referenceId: k.text('reference_id').notNull(),
      metadata: k.json<Record<string, string>>('metadata').notNull().default({}),
      lastError: k.text('last_error'),
      idempotencyKey: k.text('idempotency_key'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('setup_intents_reference_idx').on(t.referenceId),
      k
        .uniqueIndex('setup_intents_idempotency_idx')
        .on(t.idempotencyKey)
        .where(sql`${t.idempotencyKey} is not null`),
    ],
  );
  /**
   * The test-mode provider's refunds, one row per refund: a repeated request with the same key
   * answers the first refund, in any process and after a restart, as Stripe's idempotency does.
   */
  const testRefunds = k.table(
    'test_refunds',
    {
      id: k.text('id').primaryKey(),
      paymentIntentId: k
        .text('payment_intent_id')
        .notNull()
        .references(() => paymentIntents.id, { onDelete: 'cascade' }),
      amountCents: k.int('amount_cents').notNull(),
      idempotencyKey: k.text('idempotency_key').notNull().unique(),
      createdAt: createdAt(),
    },
    (t) => [
      k.index('test_refunds_intent_idx').on(t.paymentIntentId),
      k.index('test_refunds_created_idx').on(t.createdAt),
    ],
  );
  /**
   * The daily money check (docs/product/payments.md): for each day, how many payment records were
   * compared with the provider's and every difference found. Zero differences is the normal state.
   */
  const reconciliationRuns = k.table('reconciliation_runs', {
    /** The dock-local date checked, 'YYYY-MM-DD'; a re-run replaces the day's findings. */
    date: k.text('date').primaryKey(),
    checked: k.int('checked').notNull(),
    ranAt: k
      .instant('ran_at')
      .notNull()
      .$defaultFn(() => new Date()),
  });
  const reconciliationDifferences = k.table(
    'reconciliation_differences',
    {
      id: id(),
      date: k
        .text('date')
        .notNull()
        .references(() => reconciliationRuns.date, { onDelete: 'cascade' }),
      /** The order concerned; null for a provider record no order knows. */
      orderId: k.text('order_id'),
      /** What disagrees: authorisation, capture, release, refund, or a record only one side has. */
      kind: k.text('kind').notNull(),
      providerRef: k.text('provider_ref'),
      recordedCents: k.int('recorded_cents'),
      providerCents: k.int('provider_cents'),
      detail: k.text('detail').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('reconciliation_differences_date_idx').on(t.date)],
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
  return {
    paymentIntents,
    testPaymentAccounts,
    setupIntents,
    testRefunds,
    reconciliationRuns,
    reconciliationDifferences,
    paymentEvents,
  };
}
