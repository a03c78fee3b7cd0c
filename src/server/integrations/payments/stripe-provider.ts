/**
 * Stripe behind our PaymentProvider interface. Orders are destination charges: the buyer pays
 * item price plus the 5% service fee, Stripe moves the price to the seller's Express account and
 * the platform keeps the fee as its application fee. Promotions are plain platform charges.
 * Every create carries an idempotency key, so a retried request never charges twice.
 */
import Stripe from 'stripe';
import type { DisputeStatus } from '../../../shared/dispute.dto';
import { paymentMessages } from '../../../shared/messages/payment';
import { disputeStatuses } from '../../../shared/sale-records';
import { AppError } from '../../lib/app-error';
import {
  CaptureRefusedError,
  type ConnectedAccountStatus,
  type CreateIntentInput,
  type DisputeInfo,
  PaymentAccountMissingError,
  type PaymentIntentInfo,
  type PaymentIntentStatus,
  type PaymentProvider,
  type ProviderIntentRecord,
  type ProviderRefundRecord,
} from './payment-provider';
import { idOf } from './stripe-ids';
import { createStripeSetups } from './stripe-setups';
import { readStripeEvent } from './stripe-webhooks';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  /** Where the SDK sends its requests; tests point it at a local fake of the Stripe API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  maxNetworkRetries?: number;
}

/** Our intents know five states; Stripe's extra ones fold into the nearest of them. */
function statusOf(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_capture':
      return 'requires_capture';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

/**
 * A refund made anywhere (here or in Stripe's dashboard) shows on the intent's latest charge;
 * Stripe sets `refunded` only once the whole charge is given back, never for a partial refund.
 */
function isRefunded(charge: Stripe.PaymentIntent['latest_charge']): boolean {
  return typeof charge === 'object' && charge !== null && charge.refunded === true;
}

/** Until when the issuer keeps an authorisation: the charge's card `capture_before`, when expanded. */
function captureBefore(charge: Stripe.PaymentIntent['latest_charge']): Date | null {
  if (typeof charge !== 'object' || charge === null) return null;
  const before = charge.payment_method_details?.card?.capture_before;
  return before ? new Date(before * 1000) : null;
}

function toInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    amountCents: intent.amount,
    applicationFeeCents: intent.application_fee_amount ?? 0,
    currency: intent.currency,
    livemode: intent.livemode === true,
    status: statusOf(intent.status),
    metadata: { ...intent.metadata },
    destinationAccountId: idOf(intent.transfer_data?.destination),
    chargeId: idOf(intent.latest_charge),
    lastError: intent.last_payment_error?.message ?? null,
    refunded: isRefunded(intent.latest_charge),
    amountRefundedCents:
      typeof intent.latest_charge === 'object' && intent.latest_charge !== null
        ? intent.latest_charge.amount_refunded
        : 0,
    captureMethod: intent.capture_method === 'automatic' ? 'automatic' : 'manual',
    amountCapturableCents: intent.amount_capturable ?? 0,
    amountReceivedCents: intent.amount_received ?? 0,
    authorizationExpiresAt: intent.status === 'requires_capture' ? captureBefore(intent.latest_charge) : null,
  };
}

/**
 * Stripe out of reach (network, its own 5xx, its rate limit) is a 503 the caller may retry;
 * cash checkout and browsing never call Stripe, so they keep working meanwhile.
 */
async function reachStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const unreachable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500);
    if (unreachable) throw new AppError('UNAVAILABLE', paymentMessages.providerUnavailable, { cause: error });
    throw error;
  }
}

/** Stripe's answer for an account it does not know: 404 `resource_missing`, "No such account". */
async function knownAccount<T>(accountId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await reachStripe(call);
  } catch (error) {
    // Only calls about this one account come here, so a missing resource is the account.
    const missing =
      error instanceof Stripe.errors.StripeError &&
      (error.code === 'resource_missing' || /No such account/i.test(error.message));
    if (missing) throw new PaymentAccountMissingError(accountId, { cause: error });
    throw error;
  }
}

/** Stripe's dispute statuses are ours; one it adds later reads as still open. */
function disputeStatusOf(status: string): DisputeStatus {
  return (disputeStatuses as readonly string[]).includes(status)
    ? (status as DisputeStatus)
    : 'needs_response';
}

function toDisputeInfo(dispute: Stripe.Dispute): DisputeInfo {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    chargeId: idOf(dispute.charge),
    paymentIntentId: idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    status: disputeStatusOf(dispute.status),
    reason: dispute.reason,
    evidenceDueBy: dueBy ? new Date(dueBy * 1000) : null,
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'BayCatch' },
    ...(options.api ?? {}),
  });

  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,
    livemode: options.secretKey.startsWith('sk_live_') || options.secretKey.startsWith('rk_live_'),

    async createIntent(input: CreateIntentInput) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        metadata: { ...input.metadata, purpose: input.purpose, referenceId: input.referenceId },
        automatic_payment_methods: { enabled: true },
        ...(input.captureMethod === 'manual' && { capture_method: 'manual' as const }),
      };
      if (input.destinationAccountId) {
        params.application_fee_amount = input.applicationFeeCents;
        params.transfer_data = { destination: input.destinationAccountId };
      }
      if (input.purpose === 'order') params.transfer_group = `order_${input.referenceId}`;
      const intent = await reachStripe(() =>
        stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
      );
      return toInfo(intent);
    },

    ...createStripeSetups(stripe, reachStripe, toInfo),

    async retrieveIntent(intentId) {
      try {
        return toInfo(
          await reachStripe(() => stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    async refundIntent(intentId, idempotencyKey) {
      const intent = await reachStripe(() => stripe.paymentIntents.retrieve(intentId));
      // A destination charge is undone in full: the seller's transfer comes back and the
      // platform's fee goes back to the buyer with the rest.
      const destination = intent.transfer_data?.destination
        ? { reverse_transfer: true, refund_application_fee: true }
        : {};
      await reachStripe(() =>
        stripe.refunds.create({ payment_intent: intentId, ...destination }, { idempotencyKey }),
      );
    },

    async refundPart({ intentId, amountCents, idempotencyKey }) {
      const intent = await reachStripe(() => stripe.paymentIntents.retrieve(intentId));
      // The same flags as a full refund: the seller's transfer and the platform's fee come back in
      // proportion to the amount.
      const destination = intent.transfer_data?.destination
        ? { reverse_transfer: true, refund_application_fee: true }
        : {};
      try {
        const refund = await reachStripe(() =>
          stripe.refunds.create(
            { payment_intent: intentId, amount: amountCents, ...destination },
            { idempotencyKey },
          ),
        );
        return { refundId: refund.id };
      } catch (error) {
        // Already given back elsewhere (the dashboard, a dispute): Stripe refuses more than is left.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          throw new AppError('CONFLICT', paymentMessages.refundBeyondCharge, { cause: error });
        }
        throw error;
      }
    },

    async captureIntent({ intentId, amountCents, applicationFeeCents, idempotencyKey }) {
      const intent = await reachStripe(() => stripe.paymentIntents.retrieve(intentId));
      // The platform's fee is taken from what is captured, not from what was held.
      const fee = intent.transfer_data?.destination ? { application_fee_amount: applicationFeeCents } : {};
      try {
        const captured = await reachStripe(() =>
          stripe.paymentIntents.capture(
            intentId,
            { amount_to_capture: amountCents, ...fee },
            { idempotencyKey },
          ),
        );
        return { amountCapturedCents: captured.amount_received, chargeId: idOf(captured.latest_charge) };
      } catch (error) {
        // Beyond the hold, or the hold released or lapsed (Stripe answers 400 for each).
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new CaptureRefusedError(intentId, error.message, { cause: error });
        }
        throw error;
      }
    },

    async cancelIntent(intentId) {
      const intent = await reachStripe(() => stripe.paymentIntents.retrieve(intentId));
      if (intent.status === 'canceled') return toInfo(intent);
      return toInfo(await reachStripe(() => stripe.paymentIntents.cancel(intentId)));
    },

    async listRecords({ from, to }) {
      // Stripe's `created` is in whole seconds; the SDK's auto-pagination follows every page.
      const created = { gte: Math.floor(from.getTime() / 1000), lt: Math.floor(to.getTime() / 1000) };
      const intents: ProviderIntentRecord[] = [];
      const refunds: ProviderRefundRecord[] = [];
      await reachStripe(() =>
        stripe.paymentIntents
          .list({ created, limit: 100, expand: ['data.latest_charge'] })
          .autoPagingEach((intent) => {
            intents.push({
              id: intent.id,
              status: intent.status,
              amountCents: intent.amount,
              amountCapturableCents: intent.amount_capturable ?? 0,
              amountReceivedCents: intent.amount_received ?? 0,
              amountRefundedCents: toInfo(intent).amountRefundedCents,
              purpose: intent.metadata.purpose ?? null,
              referenceId: intent.metadata.referenceId ?? null,
            });
          }),
      );
      await reachStripe(() =>
        stripe.refunds.list({ created, limit: 100 }).autoPagingEach((refund) => {
          refunds.push({
            id: refund.id,
            paymentIntentId: idOf(refund.payment_intent),
            amountCents: refund.amount,
          });
        }),
      );
      return { intents, refunds };
    },

    async createConnectedAccount({ email, sellerId, replacing }) {
      const account = await reachStripe(() =>
        stripe.accounts.create(
          {
            type: 'express',
            email,
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { sellerId },
          },
          // A replacement has a key of its own: the first one would replay the account Stripe lost.
          {
            idempotencyKey: replacing
              ? `connect-account-${sellerId}-${replacing}`
              : `connect-account-${sellerId}`,
          },
        ),
      );
      return { accountId: account.id };
    },

    async createOnboardingLink({ accountId, returnUrl, refreshUrl }) {
      const link = await knownAccount(accountId, () =>
        stripe.accountLinks.create({
          account: accountId,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url };
    },

    async retrieveAccountStatus(accountId): Promise<ConnectedAccountStatus> {
      const account = await knownAccount(accountId, () => stripe.accounts.retrieve(accountId));
      // Card orders need an account that can both take charges and receive the transfer; an
      // account that loses either (Stripe asks for more documents) goes back to pending.
      const capabilities = account.capabilities ?? {};
      return capabilities.transfers === 'active' && capabilities.card_payments === 'active'
        ? 'active'
        : 'pending';
    },

    async retrieveDispute(disputeId) {
      try {
        return toDisputeInfo(await reachStripe(() => stripe.disputes.retrieve(disputeId)));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },

    parseWebhook: (rawBody, signatureHeader) =>
      readStripeEvent(stripe, options.webhookSecret, rawBody, signatureHeader),
  };
}
