/**
 * The card payment provider behind BayCatch: Stripe when keys are configured, otherwise the
 * built-in test-mode provider that keeps its intents in our database. Services depend on this
 * interface only, so every payment rule is tested without the network.
 */

import type { DisputeStatus } from '../../../shared/dispute.dto';
import type { PaymentIntentStatus } from '../../../shared/payment.schema';

export type { PaymentIntentStatus };

export type PaymentPurpose = 'order' | 'promotion';
/** What a saved card is for: a far pickup's order, or a card standing order's weeks. */
export type SetupPurpose = 'order' | 'standing';

export interface PaymentIntentInfo {
  id: string;
  clientSecret: string;
  amountCents: number;
  /** The platform's part (the buyer's service fee); the rest goes to `destinationAccountId`. */
  applicationFeeCents: number;
  /** As the provider reports it (lower case); BayCatch charges only in usd. */
  currency: string;
  /** Whether the provider took real money; must match the configured mode. */
  livemode: boolean;
  status: PaymentIntentStatus;
  /** Always carries `purpose` and `referenceId` (the order or listing id) as set at creation. */
  metadata: Record<string, string>;
  destinationAccountId: string | null;
  chargeId: string | null;
  /** The provider's message for the last failed attempt, e.g. "Your card was declined." */
  lastError: string | null;
  /** The charge was refunded in full, wherever the refund was made (here or the provider's dashboard). */
  refunded: boolean;
  /** How much of the charge has been given back so far, in full or in parts. */
  amountRefundedCents: number;
  /** `manual`: confirming only authorises (status `requires_capture`); the card is charged by `captureIntent`. */
  captureMethod: 'automatic' | 'manual';
  /** What an authorisation still holds and may be captured; 0 once captured, released or lapsed. */
  amountCapturableCents: number;
  /** What was actually charged. */
  amountReceivedCents: number;
  /** Until when the card issuer keeps an authorisation (about 7 days); null without one. */
  authorizationExpiresAt: Date | null;
}

export interface CreateIntentInput {
  amountCents: number;
  applicationFeeCents: number;
  /** A seller's connected account that receives the amount less the fee; null keeps it all (promotion). */
  destinationAccountId: string | null;
  purpose: PaymentPurpose;
  referenceId: string;
  description: string;
  /** More of what the server decided at creation (a promotion's paid days), read back with the intent. */
  metadata?: Record<string, string>;
  /** The same key returns the same intent instead of charging twice. */
  idempotencyKey: string;
  /** `manual` holds the card for `amountCents` and charges at capture; automatic when omitted. */
  captureMethod?: 'automatic' | 'manual';
}

/**
 * A card saved for later (a setup intent, `usage: off_session`): a pickup too far off to hold the
 * card for is authorised from it once the order's cut-off passes (docs/decisions/028-saved-cards.md).
 */
export interface SetupIntentInfo {
  id: string;
  clientSecret: string;
  /** As the provider names it; `succeeded` once the card is saved. */
  status: string;
  /** The saved card, once there is one. */
  paymentMethodId: string | null;
  /** Always carries `purpose` and `referenceId` as set at creation. */
  metadata: Record<string, string>;
  lastError: string | null;
}

export interface CreateSetupInput {
  purpose: SetupPurpose;
  referenceId: string;
  description: string;
  /** The same key returns the same setup intent. */
  idempotencyKey: string;
}

/** The provider refused to capture: more than is held, or the hold was released or has lapsed. */
export class CaptureRefusedError extends Error {
  constructor(
    readonly intentId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CaptureRefusedError';
  }
}

export type ConnectedAccountStatus = 'pending' | 'active';

/**
 * The provider does not know the connected account named (deleted in its dashboard, or made with
 * the other mode's keys). Callers treat the seller as not connected and onboard them afresh.
 */
export class PaymentAccountMissingError extends Error {
  constructor(
    readonly accountId: string,
    options?: { cause?: unknown },
  ) {
    super(`The payment provider has no account ${accountId}`, options);
    this.name = 'PaymentAccountMissingError';
  }
}

/** A provider event after its signature has been verified; handlers re-read the truth by id. */
export type PaymentEvent =
  /** Any change to an intent or to its charge (created, processing, succeeded, failed, canceled, refunded). */
  | { type: 'payment'; eventType: string; id: string; intentId: string }
  | { type: 'account.updated'; id: string; accountId: string }
  /** A card dispute (chargeback) opened, changed or closed on one of our charges. */
  | { type: 'dispute'; eventType: string; id: string; disputeId: string }
  /** A card saved for a far pickup (`setup_intent.succeeded`), also when the buyer left the page. */
  | { type: 'setup'; eventType: string; id: string; setupIntentId: string }
  | { type: 'ignored'; id: string; eventType: string };

/** A card dispute (chargeback) as the provider holds it now. */
export interface DisputeInfo {
  id: string;
  chargeId: string | null;
  paymentIntentId: string | null;
  amountCents: number;
  status: DisputeStatus;
  reason: string;
  evidenceDueBy: Date | null;
}

/** A payment intent as the provider's own records list it, for the daily reconciliation. */
export interface ProviderIntentRecord {
  id: string;
  /** As the provider names it, `requires_capture` (a hold) included. */
  status: string;
  amountCents: number;
  /** Held on the card and not yet captured (an authorisation). */
  amountCapturableCents: number;
  /** Actually charged. */
  amountReceivedCents: number;
  amountRefundedCents: number;
  /** The order (or listing) it pays, from the metadata set at creation. */
  purpose: string | null;
  referenceId: string | null;
}

/** A refund as the provider lists it. */
export interface ProviderRefundRecord {
  id: string;
  paymentIntentId: string | null;
  amountCents: number;
}

export interface PaymentProvider {
  readonly mode: 'stripe' | 'test';
  /** What the browser needs to load the provider's card form; null in test mode. */
  readonly publishableKey: string | null;
  /** Whether the configured keys move real money; an intent from the other mode is refused. */
  readonly livemode: boolean;

  createIntent(input: CreateIntentInput): Promise<PaymentIntentInfo>;
  retrieveIntent(intentId: string): Promise<PaymentIntentInfo | null>;
  /** Refunds a succeeded intent in full (cancelled card orders). */
  refundIntent(intentId: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives back part of a succeeded intent (a credit note). The same key never refunds twice, and
   * nothing is refunded beyond what was charged. Answers with the provider's refund id.
   */
  refundPart(input: { intentId: string; amountCents: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
  /**
   * Cancels an intent that has not succeeded, so it can no longer be paid (cancelled or abandoned
   * orders); on an authorised intent this releases the hold, and nothing is charged.
   */
  cancelIntent(intentId: string): Promise<PaymentIntentInfo>;
  /**
   * Charges an authorised intent for any amount up to what it holds, once: the same key answers
   * with the same capture. The application fee is the platform's part of what is captured.
   * Throws CaptureRefusedError beyond the hold or once it was released or has lapsed.
   */
  captureIntent(input: {
    intentId: string;
    amountCents: number;
    applicationFeeCents: number;
    idempotencyKey: string;
  }): Promise<{ amountCapturedCents: number; chargeId: string | null }>;

  /** Saves the buyer's card for a later off-session authorisation. */
  createSetupIntent(input: CreateSetupInput): Promise<SetupIntentInfo>;
  retrieveSetupIntent(setupIntentId: string): Promise<SetupIntentInfo | null>;
  /**
   * Authorises the card a succeeded setup intent saved, off-session (the buyer is not there), as a
   * manual-capture intent for `amountCents`. A declined card answers with the intent in
   * `requires_payment_method` and its `lastError`, not with an error.
   */
  authorizeSaved(input: CreateIntentInput & { setupIntentId: string }): Promise<PaymentIntentInfo>;

  /** `replacing` names an account the provider no longer knows, so the new one is not its replay. */
  createConnectedAccount(input: {
    email: string;
    sellerId: string;
    replacing?: string;
  }): Promise<{ accountId: string }>;
  /** Where the seller completes onboarding; the browser is sent there. Throws PaymentAccountMissingError. */
  createOnboardingLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /** Throws PaymentAccountMissingError for an account the provider does not know. */
  retrieveAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;

  /** The dispute as the provider holds it now; null for one it does not know. */
  retrieveDispute(disputeId: string): Promise<DisputeInfo | null>;

  /**
   * Every intent and refund the provider created in [from, to), read from its own records (all
   * pages), so the daily reconciliation compares them with what BayCatch recorded.
   */
  listRecords(range: { from: Date; to: Date }): Promise<{
    intents: ProviderIntentRecord[];
    refunds: ProviderRefundRecord[];
  }>;

  /** Verifies a webhook's signature over the raw body; throws on a bad signature. */
  parseWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
}
