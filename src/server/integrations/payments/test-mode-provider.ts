/**
 * The payment provider used when no Stripe keys are configured. It behaves like Stripe's test
 * mode: intents live in our payment_intents table, Stripe's documented test card numbers give
 * Stripe's outcomes (src/shared/test-mode-cards.ts), and sellers' payout accounts are completed
 * on a local onboarding page. No money moves and no network is used.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { isOpenDispute } from '../../../shared/dispute.dto';
import { paymentMessages } from '../../../shared/messages/payment';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  type TestCardFields,
  testCardOutcome,
} from '../../../shared/test-mode-cards';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type ConnectedAccountStatus,
  type CreateIntentInput,
  type DisputeInfo,
  PaymentAccountMissingError,
  type PaymentEvent,
  type PaymentIntentInfo,
  type PaymentProvider,
  type SetupIntentInfo,
} from './payment-provider';
import {
  createTestModeRepo,
  type IntentChanges,
  type TestAccountRow,
  type TestIntentRow,
} from './test-mode.repo';
import { decidedDispute, disputeOf, intentIdOfDispute } from './test-mode-disputes';
import { captureHeld, cardAccepted, toInfo as intentInfo, isLapsed, released } from './test-mode-holds';
import { createIntentOnce } from './test-mode-intents';
import { createTestModeRecords } from './test-mode-records';
import { createTestModeRefunds } from './test-mode-refunds';
import { createTestModeSetups } from './test-mode-setups';

export const TEST_ONBOARDING_PATH = '/payments/test-onboarding';

export interface TestModePaymentProvider extends PaymentProvider {
  readonly mode: 'test';
  /** The card form's submit: the card number decides the outcome, as in Stripe's test mode. */
  confirmCard(clientSecret: string, card: TestCardFields): Promise<PaymentIntentInfo>;
  /** The card form's submit on a setup intent: the card is saved for a later authorisation. */
  confirmSetup(clientSecret: string, card: TestCardFields): Promise<SetupIntentInfo>;
  /** The buyer's answer to the authentication step of a card that requires it. */
  authenticate(clientSecret: string, approve: boolean): Promise<PaymentIntentInfo>;
  findAccount(accountId: string): Promise<TestAccountRow | undefined>;
  /** The local onboarding page's "complete" button: the account becomes active. */
  completeOnboarding(accountId: string): Promise<TestAccountRow>;
  /** The dispute a payment made with a dispute card opened (test-mode-disputes.ts), if any. */
  disputeOfIntent(intentId: string): Promise<DisputeInfo | null>;
  /** Decides an open test-mode dispute; a closed one stays as it was. Null for an unknown dispute. */
  decideDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<DisputeInfo | null>;
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

export function createTestModeProvider(db: Db, now: () => Date = () => new Date()): TestModePaymentProvider {
  const repo = createTestModeRepo(db);
  const toInfo = (row: TestIntentRow) => intentInfo(row, now());

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

  /**
   * Reads the intent and decides what happens to it; when another request changed it between the
   * read and the write (the write is conditional on the status read), reads it again and decides
   * anew, as Stripe answers the second of two simultaneous confirmations with the first's result.
   */
  async function settle(
    read: () => Promise<TestIntentRow>,
    decide: (row: TestIntentRow) => TestIntentRow | IntentChanges,
  ): Promise<PaymentIntentInfo> {
    for (;;) {
      const row = await read();
      const decision = decide(row);
      if (decision === row) return toInfo(row);
      const moved = await repo.moveIntent(row, decision as IntentChanges);
      if (moved) return toInfo(moved);
    }
  }

  const succeeded = (row: TestIntentRow, disputeReason?: string): IntentChanges =>
    cardAccepted(row, now(), `ch_test_${randomToken(12)}`, disputeReason);
  // A card form submitted again after the payment went through answers with what happened.
  const paidOrHeld = (row: TestIntentRow) =>
    row.status === 'succeeded' || (row.status === 'requires_capture' && !isLapsed(row, now()));

  return {
    mode: 'test',
    publishableKey: null,
    livemode: false,

    async createIntent(input: CreateIntentInput) {
      const { row } = await createIntentOnce(repo, randomToken, input, {
        captureMethod: input.captureMethod ?? 'automatic',
      });
      return toInfo(row);
    },

    async retrieveIntent(intentId) {
      const row = await repo.findIntentById(intentId);
      return row ? toInfo(row) : null;
    },

    ...createTestModeRefunds(db, intentById),
    ...createTestModeRecords(db),
    ...createTestModeSetups(db, repo, randomToken, now),

    cancelIntent(intentId) {
      return settle(
        () => intentById(intentId),
        (row) => (row.status === 'canceled' ? row : released(row)),
      );
    },

    captureIntent(input) {
      return captureHeld(repo, now(), input);
    },

    confirmCard(clientSecret, card) {
      return settle(
        () => intentBySecret(clientSecret),
        (row) => {
          if (paidOrHeld(row)) return row;
          if (row.status === 'canceled' || isLapsed(row, now()))
            throw new AppError('CONFLICT', paymentMessages.paymentCanceled);
          const outcome = testCardOutcome(card.cardNumber);
          if (outcome.kind === 'succeeds') return succeeded(row, outcome.disputeReason);
          if (outcome.kind === 'requires_authentication')
            return { status: 'requires_action', lastError: null };
          return { status: 'requires_payment_method', lastError: outcome.message };
        },
      );
    },

    authenticate(clientSecret, approve) {
      return settle(
        () => intentBySecret(clientSecret),
        (row) => {
          if (paidOrHeld(row)) return row;
          if (row.status !== 'requires_action') {
            throw new AppError('CONFLICT', paymentMessages.notAwaitingAuthentication);
          }
          if (approve) return succeeded(row);
          return { status: 'requires_payment_method', lastError: AUTHENTICATION_FAILED_MESSAGE };
        },
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
      if (!row) throw new PaymentAccountMissingError(accountId);
      return { url: `${TEST_ONBOARDING_PATH}/${encodeURIComponent(accountId)}` };
    },

    async retrieveAccountStatus(accountId): Promise<ConnectedAccountStatus> {
      const row = await repo.findAccount(accountId);
      if (!row) throw new PaymentAccountMissingError(accountId);
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

    async retrieveDispute(disputeId) {
      const intentId = intentIdOfDispute(disputeId);
      const row = intentId ? await repo.findIntentById(intentId) : undefined;
      return row ? disputeOf(row) : null;
    },

    async decideDispute(disputeId, outcome) {
      const intentId = intentIdOfDispute(disputeId);
      const row = intentId ? await repo.findIntentById(intentId) : undefined;
      const dispute = row && disputeOf(row);
      if (!row || !dispute) return null;
      if (!isOpenDispute(dispute.status)) return dispute;
      return disputeOf(await repo.updateIntent(row.id, { metadata: decidedDispute(row.metadata, outcome) }));
    },

    async disputeOfIntent(intentId) {
      const row = await repo.findIntentById(intentId);
      return row ? disputeOf(row) : null;
    },

    parseWebhook(): PaymentEvent {
      throw new AppError(
        'BAD_REQUEST',
        'Test mode takes no webhooks: payments are confirmed by the test-mode card form',
      );
    },
  };
}
