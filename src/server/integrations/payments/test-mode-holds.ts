/**
 * The test-mode provider's card holds, as Stripe's `capture_method=manual`: confirming a manual
 * intent only authorises it for its amount, for 7 days; capture takes any amount up to that once;
 * cancel releases it; past its expiry it lapses and reads as canceled. The capture's key and a
 * dispute card's reason wait on the intent's own metadata, so no other table holds test data.
 */
import { paymentMessages } from '../../../shared/messages/payment';
import { AppError } from '../../lib/app-error';
import { CaptureRefusedError, type PaymentIntentInfo } from './payment-provider';
import type { createTestModeRepo, IntentChanges, TestIntentRow } from './test-mode.repo';
import { openedDispute, withoutDispute } from './test-mode-disputes';

/** How long a card issuer keeps an authorisation; Stripe's online card payments get 7 days. */
export const AUTHORIZATION_DAYS = 7;
const CAPTURE_KEY = 'captureKey';
const DISPUTE_ON_CAPTURE = 'disputeOnCapture';

/** An authorisation past its expiry: the issuer let it go, so it holds nothing. */
export function isLapsed(row: TestIntentRow, now: Date): boolean {
  return (
    row.status === 'requires_capture' &&
    row.authorizationExpiresAt !== null &&
    row.authorizationExpiresAt.getTime() <= now.getTime()
  );
}

export function toInfo(row: TestIntentRow, now: Date): PaymentIntentInfo {
  const lapsed = isLapsed(row, now);
  const { [CAPTURE_KEY]: _key, [DISPUTE_ON_CAPTURE]: _dispute, ...metadata } = withoutDispute(row.metadata);
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    applicationFeeCents: row.applicationFeeCents,
    currency: 'usd',
    livemode: false,
    status: lapsed ? 'canceled' : row.status,
    metadata: { ...metadata, purpose: row.purpose, referenceId: row.referenceId },
    destinationAccountId: row.destinationAccountId,
    chargeId: row.chargeId,
    lastError: row.lastError,
    // As Stripe's charge: refunded only once all of it is given back, not after a partial refund.
    refunded: row.amountReceivedCents > 0 && row.amountRefundedCents >= row.amountReceivedCents,
    amountRefundedCents: row.amountRefundedCents,
    captureMethod: row.captureMethod,
    amountCapturableCents: lapsed ? 0 : row.amountCapturableCents,
    amountReceivedCents: row.amountReceivedCents,
    authorizationExpiresAt: row.authorizationExpiresAt,
  };
}

/**
 * A card that pays: a manual intent is authorised for its amount until 7 days from now (a dispute
 * card's dispute opens once it is charged, as only a charge can be disputed); an automatic one is
 * charged at once.
 */
export function cardAccepted(
  row: TestIntentRow,
  now: Date,
  chargeId: string,
  disputeReason?: string,
): IntentChanges {
  if (row.captureMethod === 'manual') {
    return {
      status: 'requires_capture',
      lastError: null,
      chargeId,
      amountCapturableCents: row.amountCents,
      authorizationExpiresAt: new Date(now.getTime() + AUTHORIZATION_DAYS * 86_400_000),
      ...(disputeReason && { metadata: { ...row.metadata, [DISPUTE_ON_CAPTURE]: disputeReason } }),
    };
  }
  return {
    status: 'succeeded',
    lastError: null,
    chargeId,
    amountReceivedCents: row.amountCents,
    ...(disputeReason && { metadata: { ...row.metadata, ...openedDispute(disputeReason, now) } }),
  };
}

type TestModeRepo = ReturnType<typeof createTestModeRepo>;

/**
 * Captures `amountCents` of a held intent. The move is conditional on the intent still being held,
 * so of two captures at once one charges and the other, with the same key, answers as it did.
 */
export async function captureHeld(
  repo: TestModeRepo,
  now: Date,
  input: { intentId: string; amountCents: number; applicationFeeCents: number; idempotencyKey: string },
): Promise<{ amountCapturedCents: number; chargeId: string | null }> {
  for (;;) {
    const row = await repo.findIntentById(input.intentId);
    if (!row) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
    if (row.status === 'succeeded' && row.metadata[CAPTURE_KEY] === input.idempotencyKey) {
      if (row.amountReceivedCents !== input.amountCents) {
        throw new Error(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return { amountCapturedCents: row.amountReceivedCents, chargeId: row.chargeId };
    }
    if (row.status !== 'requires_capture' || isLapsed(row, now)) {
      const status = isLapsed(row, now) ? 'canceled' : row.status;
      throw new CaptureRefusedError(
        row.id,
        `This PaymentIntent could not be captured because it has a status of ${status}.`,
      );
    }
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
      throw new CaptureRefusedError(row.id, 'The amount to capture must be a positive number of cents.');
    }
    if (input.amountCents > row.amountCapturableCents) {
      throw new CaptureRefusedError(
        row.id,
        'The amount to capture is greater than the amount capturable on this PaymentIntent.',
      );
    }
    const { [DISPUTE_ON_CAPTURE]: disputeReason, ...metadata } = row.metadata;
    const moved = await repo.moveIntent(row, {
      status: 'succeeded',
      amountReceivedCents: input.amountCents,
      amountCapturableCents: 0,
      applicationFeeCents: input.applicationFeeCents,
      metadata: {
        ...metadata,
        [CAPTURE_KEY]: input.idempotencyKey,
        ...(disputeReason && openedDispute(disputeReason, now)),
      },
    });
    if (moved) return { amountCapturedCents: input.amountCents, chargeId: moved.chargeId };
  }
}

/** Releasing a hold (or cancelling an unpaid intent) leaves nothing to capture. */
export function released(row: TestIntentRow): IntentChanges {
  if (row.status === 'succeeded') throw new AppError('CONFLICT', paymentMessages.completedNotCancelable);
  return { status: 'canceled', amountCapturableCents: 0 };
}
