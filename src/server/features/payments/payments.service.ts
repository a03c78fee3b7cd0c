/**
 * The payment side of the app that is not one domain's: the provider's webhooks, the public
 * payment configuration, and the test-mode provider's card form and onboarding page.
 */

import type { OrderDisputeDto } from '../../../shared/dispute.dto';
import { paymentMessages } from '../../../shared/messages/payment';
import { centsToDecimal } from '../../../shared/money';
import type { TestOnboardingDoneDto, WebhookReceiptDto } from '../../../shared/payment.dto';
import type {
  PaymentConfigDto,
  TestOnboardingAccountDto,
  TestPaymentResultDto,
} from '../../../shared/payment.schema';
import type { ConfirmTestPaymentInput } from '../../../shared/test-mode-cards';
import type {
  DisputeInfo,
  PaymentEvent,
  PaymentIntentInfo,
  PaymentProvider,
  SetupIntentInfo,
} from '../../integrations/payments/payment-provider';
import {
  isTestModeProvider,
  type TestModePaymentProvider,
} from '../../integrations/payments/test-mode-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import type { OrdersService } from '../orders/orders.service';
import type { PaymentsRepo } from './payments.repo';

/** The sellers service's hook for a payout account whose status may have changed (docs/product/payments.md, payout account). */
export interface SellerAccountSync {
  syncPaymentAccount?: (accountId: string) => unknown;
}

/** The promotion service's hook for a promotion paid while the seller's browser was gone. */
export interface PromotionPaymentHook {
  applyPaidIntent(paymentIntentId: string): Promise<void>;
}

/** The disputes service: applies a card dispute as the provider holds it now. */
export interface DisputeHook {
  apply(dispute: DisputeInfo): Promise<unknown>;
  latestDisputeIdOf(orderId: string): Promise<string | undefined>;
}

/** A card standing order's card saved (features/standing-orders/standing-cards.ts). */
export interface StandingCardHook {
  recordSavedCard(setup: SetupIntentInfo): Promise<boolean>;
}

interface PaymentsServiceDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  orders: OrdersService;
  standingCards: StandingCardHook;
  disputes: DisputeHook;
  logger: Logger;
  paymentWindowMinutes: number;
  /** Read late: the sellers service is wired after this one. */
  sellers: () => SellerAccountSync | undefined;
  /** Read late for the same reason. */
  promotions: () => PromotionPaymentHook | undefined;
}

export function createPaymentsService({
  repo,
  paymentWindowMinutes,
  provider,
  orders,
  standingCards,
  disputes,
  logger,
  sellers,
  promotions,
}: PaymentsServiceDeps) {
  /** A saved card goes to what it was saved for: a far pickup's order or a card standing order. */
  const recordSavedCard = (setup: SetupIntentInfo) =>
    setup.metadata.purpose === 'standing'
      ? standingCards.recordSavedCard(setup)
      : orders.recordSavedCard(setup);

  function testMode(): TestModePaymentProvider {
    if (!isTestModeProvider(provider)) {
      throw new AppError('NOT_FOUND', paymentMessages.testModeOff);
    }
    return provider;
  }

  async function paymentSucceeded(intent: PaymentIntentInfo) {
    if (intent.metadata.purpose === 'order') await orders.recordSucceededPayment(intent);
    // Test mode's dispute cards are disputed as soon as they pay: what Stripe's webhook brings.
    if (intent.metadata.purpose === 'order' && isTestModeProvider(provider)) {
      const dispute = await provider.disputeOfIntent(intent.id);
      if (dispute) await disputes.apply(dispute);
    }
    // A promotion is normally confirmed by the seller's browser; this covers a closed tab.
    if (intent.metadata.purpose === 'promotion') await promotions()?.applyPaidIntent(intent.id);
  }

  async function syncSellerAccount(accountId: string) {
    const sync = sellers()?.syncPaymentAccount;
    if (sync) await sync(accountId);
    else logger.info('payout account changed, no seller sync registered', { accountId });
  }

  function toResult(intent: PaymentIntentInfo): TestPaymentResultDto {
    return { paymentIntentId: intent.id, status: intent.status, lastError: intent.lastError };
  }

  async function ownAccount(crabberId: string | null, accountId: string) {
    const account = await testMode().findAccount(accountId);
    if (!account || account.sellerId !== crabberId)
      throw new AppError('NOT_FOUND', paymentMessages.payoutAccountNotFound);
    return account;
  }

  return {
    config(): PaymentConfigDto {
      return { mode: provider.mode, publishableKey: provider.publishableKey, paymentWindowMinutes };
    },

    /**
     * A provider webhook. The signature is checked over the raw body first; the event is then
     * trusted only for the ids it names, and the current state is read back from the provider,
     * so a replayed, late or out-of-order event can never move anything backwards or twice.
     */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<WebhookReceiptDto> {
      let event: PaymentEvent;
      try {
        event = provider.parseWebhook(rawBody, signature);
      } catch (error) {
        logSecurityEvent(logger, 'webhook_signature_invalid', {
          reason: error instanceof Error ? error.message : 'unreadable event',
        });
        throw error;
      }
      if (await repo.hasProcessedEvent(event.id)) return { received: true, duplicate: true };
      if (event.type === 'payment') {
        // Whatever the event says, the intent as the provider holds it now decides.
        const intent = await provider.retrieveIntent(event.intentId);
        if (intent?.metadata.purpose === 'order') {
          if ((await orders.reconcilePayment(intent)) === 'unknown-order') {
            // Not recorded as processed: the provider delivers it again and it applies then.
            throw new AppError('UNAVAILABLE', paymentMessages.orderNotReady);
          }
        } else if (intent?.status === 'succeeded') {
          await paymentSucceeded(intent);
        }
      } else if (event.type === 'dispute') {
        // The event body is not trusted: the dispute as the provider holds it now decides.
        const dispute = await provider.retrieveDispute(event.disputeId);
        if (dispute) await disputes.apply(dispute);
        else
          logger.warn('dispute event for a dispute the provider does not know', {
            disputeId: event.disputeId,
          });
      } else if (event.type === 'setup') {
        // As for payments, the setup intent as the provider holds it now decides.
        const setup = await provider.retrieveSetupIntent(event.setupIntentId);
        if (setup) await recordSavedCard(setup);
      } else if (event.type === 'account.updated') {
        await syncSellerAccount(event.accountId);
      }
      // Recorded only after handling, so a failure makes the provider deliver it again.
      await repo.recordEvent(event.id, event.type === 'ignored' ? event.eventType : event.type);
      return { received: true, duplicate: false };
    },

    async confirmTestPayment(input: ConfirmTestPaymentInput): Promise<TestPaymentResultDto> {
      const { clientSecret, ...card } = input;
      // A far pickup's card form saves the card (a setup intent) instead of holding it.
      if (clientSecret.startsWith('seti_')) {
        const setup = await testMode().confirmSetup(clientSecret, card);
        if (setup.status === 'succeeded') await recordSavedCard(setup);
        return {
          paymentIntentId: setup.id,
          status: setup.status === 'succeeded' ? 'succeeded' : 'requires_payment_method',
          lastError: setup.lastError,
        };
      }
      const intent = await testMode().confirmCard(clientSecret, card);
      if (intent.status === 'succeeded' || intent.status === 'requires_capture')
        await paymentSucceeded(intent);
      return toResult(intent);
    },

    async authenticateTestPayment(clientSecret: string, approve: boolean): Promise<TestPaymentResultDto> {
      const intent = await testMode().authenticate(clientSecret, approve);
      if (intent.status === 'succeeded' || intent.status === 'requires_capture')
        await paymentSucceeded(intent);
      return toResult(intent);
    },

    /** An admin decides a test-mode dispute, as the card network would; it then takes the webhook's path. */
    async decideTestDispute(orderId: string, outcome: 'won' | 'lost'): Promise<OrderDisputeDto> {
      const provider = testMode();
      const disputeId = await disputes.latestDisputeIdOf(orderId);
      const dispute = disputeId ? await provider.decideDispute(disputeId, outcome) : null;
      if (!dispute) throw new AppError('NOT_FOUND', paymentMessages.disputeNotFound);
      await disputes.apply(dispute);
      return {
        status: dispute.status,
        reason: dispute.reason,
        amount: centsToDecimal(dispute.amountCents),
        evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
      };
    },

    /** The local onboarding page, for the seller who owns the account only. */
    async getTestOnboarding(crabberId: string | null, accountId: string): Promise<TestOnboardingAccountDto> {
      const account = await ownAccount(crabberId, accountId);
      return {
        accountId: account.id,
        status: account.status,
        email: account.email,
        returnPath: account.returnPath,
        refreshPath: account.refreshPath,
      };
    },

    async completeTestOnboarding(
      crabberId: string | null,
      accountId: string,
    ): Promise<TestOnboardingDoneDto> {
      await ownAccount(crabberId, accountId);
      const account = await testMode().completeOnboarding(accountId);
      // What Stripe's account.updated webhook does for real accounts.
      await syncSellerAccount(accountId);
      return { returnPath: account.returnPath ?? '/dashboard' };
    },
  };
}
