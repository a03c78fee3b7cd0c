/**
 * The payment provider used when no Stripe keys are configured. It behaves like Stripe's test
 * mode: intents live in our payment_intents table, Stripe's documented test card numbers give
 * Stripe's outcomes (src/shared/test-mode-cards.ts), and sellers' payout accounts are completed
 * on a local onboarding page. No money moves and no network is used.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { paymentMessages } from '../../../shared/messages/payment';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type TestCardFields,
  testCardOutcome,
} from '../../../shared/test-mode-cards';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type {
  ConnectedAccountStatus,
  CreateIntentInput,
  PaymentEvent,
  PaymentIntentInfo,
  PaymentProvider,
} from './payment-provider';
import { createTestModeRepo, type TestAccountRow, type TestIntentRow } from './test-mode.repo';

export const TEST_ONBOARDING_PATH = '/payments/test-onboarding';

export interface TestModePaymentProvider extends PaymentProvider {
  readonly mode: 'test';
  /** The card form's submit: the card number decides the outcome, as in Stripe's test mode. */
  confirmCard(clientSecret: string, card: TestCardFields): Promise<PaymentIntentInfo>;
  /** The buyer's answer to the authentication step of a card that requires it. */
  authenticate(clientSecret: string, approve: boolean): Promise<PaymentIntentInfo>;
  findAccount(accountId: string): Promise<TestAccountRow | undefined>;
  /** The local onboarding page's "complete" button: the account becomes active. */
  completeOnboarding(accountId: string): Promise<TestAccountRow>;
}

export function isTestModeProvider(provider: PaymentProvider): provider is TestModePaymentProvider {
  return provider.mode === 'test';
}

function randomToken(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

/** Only a path of our own site is kept, so onboarding can never send a seller elsewhere. */
export function toLocalPath(url: string): string {
  try {
    const parsed = new URL(url, 'http://localhost');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

function toInfo(row: TestIntentRow): PaymentIntentInfo {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    applicationFeeCents: row.applicationFeeCents,
    currency: 'usd',
    livemode: false,
    status: row.status,
    metadata: { ...row.metadata, purpose: row.purpose, referenceId: row.referenceId },
    destinationAccountId: row.destinationAccountId,
    chargeId: row.chargeId,
    lastError: row.lastError,
    refunded: row.amountCents > 0 && row.amountRefundedCents >= row.amountCents,
  };
}

export function createTestModeProvider(db: Db): TestModePaymentProvider {
  const repo = createTestModeRepo(db);

  async function intentBySecret(clientSecret: string): Promise<TestIntentRow> {
    const row = await repo.findIntentByClientSecret(clientSecret);
    if (!row) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
    return row;
  }

  async function intentById(intentId: string): Promise<TestIntentRow> {
    const row = await repo.findIntentById(intentId);
    if (!row) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
    return row;
  }

  const succeed = (row: TestIntentRow) =>
    repo.updateIntent(row.id, {
      status: 'succeeded',
      lastError: null,
      chargeId: `ch_test_${randomToken(12)}`,
    });

  return {
    mode: 'test',
    publishableKey: null,
    livemode: false,

    async createIntent(input: CreateIntentInput) {
      const existing = await repo.findIntentByIdempotencyKey(input.idempotencyKey);
      if (existing) {
        // Stripe refuses a reused key with different parameters; so do we.
        if (existing.amountCents !== input.amountCents || existing.referenceId !== input.referenceId) {
          throw new Error(
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return toInfo(existing);
      }
      const id = `pi_test_${randomToken(15)}`;
      return toInfo(
        await repo.insertIntent({
          id,
          clientSecret: `${id}_secret_${randomToken(15)}`,
          amountCents: input.amountCents,
          applicationFeeCents: input.applicationFeeCents,
          purpose: input.purpose,
          referenceId: input.referenceId,
          destinationAccountId: input.destinationAccountId,
          metadata: { description: input.description },
          idempotencyKey: input.idempotencyKey,
        }),
      );
    },

    async retrieveIntent(intentId) {
      const row = await repo.findIntentById(intentId);
      return row ? toInfo(row) : null;
    },

    async refundIntent(intentId) {
      const row = await intentById(intentId);
      if (row.status !== 'succeeded') throw new AppError('CONFLICT', paymentMessages.onlyCompletedRefundable);
      // A full refund, whatever the key: refunding twice changes nothing.
      if (row.amountRefundedCents < row.amountCents) {
        await repo.updateIntent(row.id, { amountRefundedCents: row.amountCents });
      }
    },

    async cancelIntent(intentId) {
      const row = await intentById(intentId);
      if (row.status === 'canceled') return toInfo(row);
      if (row.status === 'succeeded') throw new AppError('CONFLICT', paymentMessages.completedNotCancelable);
      return toInfo(await repo.updateIntent(row.id, { status: 'canceled' }));
    },

    async confirmCard(clientSecret, card) {
      const row = await intentBySecret(clientSecret);
      if (row.status === 'succeeded') return toInfo(row);
      if (row.status === 'canceled') throw new AppError('CONFLICT', paymentMessages.paymentCanceled);
      const outcome = testCardOutcome(card.cardNumber);
      if (outcome.kind === 'succeeds') return toInfo(await succeed(row));
      if (outcome.kind === 'requires_authentication') {
        return toInfo(await repo.updateIntent(row.id, { status: 'requires_action', lastError: null }));
      }
      return toInfo(
        await repo.updateIntent(row.id, { status: 'requires_payment_method', lastError: outcome.message }),
      );
    },

    async authenticate(clientSecret, approve) {
      const row = await intentBySecret(clientSecret);
      if (row.status === 'succeeded') return toInfo(row);
      if (row.status !== 'requires_action') {
        throw new AppError('CONFLICT', paymentMessages.notAwaitingAuthentication);
      }
      if (approve) return toInfo(await succeed(row));
      return toInfo(
        await repo.updateIntent(row.id, {
          status: 'requires_payment_method',
          lastError: AUTHENTICATION_FAILED_MESSAGE,
        }),
      );
    },

    async createConnectedAccount({ email, sellerId }) {
      const row = await repo.insertAccount({ id: `acct_test_${randomToken(10)}`, sellerId, email });
      return { accountId: row.id };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const row = await repo.updateAccount(accountId, {
        returnPath: toLocalPath(returnUrl),
        refreshPath: toLocalPath(refreshUrl),
      });
      if (!row) throw new AppError('NOT_FOUND', paymentMessages.payoutAccountNotFound);
      return { url: `${TEST_ONBOARDING_PATH}/${encodeURIComponent(accountId)}` };
    },

    async retrieveAccountStatus(accountId): Promise<ConnectedAccountStatus> {
      const row = await repo.findAccount(accountId);
      if (!row) throw new AppError('NOT_FOUND', paymentMessages.payoutAccountNotFound);
      return row.status;
    },

    findAccount(accountId) {
      return repo.findAccount(accountId);
    },

    async completeOnboarding(accountId) {
      const row = await repo.updateAccount(accountId, { status: 'active' });
      if (!row) throw new AppError('NOT_FOUND', paymentMessages.payoutAccountNotFound);
      return row;
    },

    parseWebhook(): PaymentEvent {
      throw new AppError(
        'BAD_REQUEST',
        'Test mode takes no webhooks: payments are confirmed by the test-mode card form',
      );
    },
  };
}
