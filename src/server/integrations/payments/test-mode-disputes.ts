/**
 * The test-mode provider's card disputes. As with Stripe's dispute test cards, a payment made with
 * such a card is disputed as soon as it succeeds; the dispute lives on the intent's own row (at
 * most one per payment, as a charge has at most one dispute), so no other table holds test data.
 */
import type { DisputeStatus } from '../../../shared/dispute.dto';
import type { DisputeInfo } from './payment-provider';
import type { TestIntentRow } from './test-mode.repo';

/** Stripe gives the seller about a week to answer; so does test mode. */
const EVIDENCE_DAYS = 7;
const DISPUTE_PREFIX = 'dp_';
const keys = { status: 'disputeStatus', reason: 'disputeReason', dueBy: 'disputeDueBy' } as const;

/** The dispute of a payment made with one of the dispute cards, to keep on the intent's row. */
export function openedDispute(reason: string, now: Date): Record<string, string> {
  return {
    [keys.status]: 'needs_response',
    [keys.reason]: reason,
    [keys.dueBy]: new Date(now.getTime() + EVIDENCE_DAYS * 86_400_000).toISOString(),
  };
}

/** The dispute decided, as Stripe's test evidence `winning_evidence` / `losing_evidence` does. */
export function decidedDispute(
  metadata: Record<string, string>,
  outcome: 'won' | 'lost',
): Record<string, string> {
  const { [keys.dueBy]: _due, ...rest } = metadata;
  return { ...rest, [keys.status]: outcome };
}

export function disputeIdOf(intentId: string): string {
  return `${DISPUTE_PREFIX}${intentId}`;
}

/** The intent a test-mode dispute id belongs to, or null for an id that is not one. */
export function intentIdOfDispute(disputeId: string): string | null {
  return disputeId.startsWith(DISPUTE_PREFIX) ? disputeId.slice(DISPUTE_PREFIX.length) : null;
}

/** The intent's metadata without the dispute kept beside it, as callers of the intent see it. */
export function withoutDispute(metadata: Record<string, string>): Record<string, string> {
  const { [keys.status]: _s, [keys.reason]: _r, [keys.dueBy]: _d, ...rest } = metadata;
  return rest;
}

export function disputeOf(row: TestIntentRow): DisputeInfo | null {
  const status = row.metadata[keys.status];
  if (!status) return null;
  const dueBy = row.metadata[keys.dueBy];
  return {
    id: disputeIdOf(row.id),
    chargeId: row.chargeId,
    paymentIntentId: row.id,
    amountCents: row.amountCents,
    status: status as DisputeStatus,
    reason: row.metadata[keys.reason] ?? 'general',
    evidenceDueBy: dueBy ? new Date(dueBy) : null,
  };
}
