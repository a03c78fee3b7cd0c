/**
 * The test-mode provider's refunds, full and partial: each is kept as a row of test_refunds under
 * its idempotency key, so a repeated request answers the first refund in any process and after a
 * restart, as Stripe's idempotency does.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { paymentMessages } from '../../../shared/messages/payment';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PaymentProvider } from './payment-provider';
import { createTestModeRepo, type TestIntentRow, type TestRefundRow } from './test-mode.repo';

// Stripe refuses a reused key with different parameters; so do we.
export const SAME_PARAMETERS_ONLY =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

function newRefundId(): string {
  const buffer = new Uint8Array(12);
  crypto.getRandomValues(buffer);
  return `re_test_${encodeBase32LowerCaseNoPadding(buffer)}`;
}

/** Rolls back a refund that would give back more than was charged. */
class RefundBeyondCharge extends Error {}

export function createTestModeRefunds(
  db: Db,
  intentById: (intentId: string) => Promise<TestIntentRow>,
): Pick<PaymentProvider, 'refundIntent' | 'refundPart'> {
  const repo = createTestModeRepo(db);

  /**
   * Keeps a refund under its key and adds it to the intent in one transaction; undefined (and
   * nothing kept) when it would refund more than was charged. A key already kept throws a unique
   * violation, so a repeat from another process or after a restart never refunds twice.
   */
  function keepRefund(intentId: string, amountCents: number, idempotencyKey: string) {
    return inTransaction(db, async () => {
      const refund = await repo.insertRefund({
        id: newRefundId(),
        paymentIntentId: intentId,
        amountCents,
        idempotencyKey,
      });
      if (!(await repo.addRefund(intentId, amountCents))) throw new RefundBeyondCharge();
      return refund;
    }).catch((error: unknown) => {
      if (error instanceof RefundBeyondCharge) return undefined;
      throw error;
    });
  }

  return {
    async refundIntent(intentId, idempotencyKey) {
      // A full refund, whatever the key: refunding twice changes nothing. Each is kept as a refund.
      for (;;) {
        const row = await intentById(intentId);
        if (row.status !== 'succeeded')
          throw new AppError('CONFLICT', paymentMessages.onlyCompletedRefundable);
        const rest = row.amountReceivedCents - row.amountRefundedCents;
        if (rest <= 0 || (await repo.findRefundByKey(idempotencyKey))) return;
        try {
          if (await keepRefund(row.id, rest, idempotencyKey)) return;
        } catch (error) {
          if (isUniqueViolation(error)) return;
          throw error;
        }
        // A partial refund landed between the read and the write: refund what is left now.
      }
    },

    async refundPart({ intentId, amountCents, idempotencyKey }) {
      const sameRefund = (done: TestRefundRow) => {
        if (done.paymentIntentId !== intentId || done.amountCents !== amountCents) {
          throw new Error(SAME_PARAMETERS_ONLY);
        }
        return { refundId: done.id };
      };
      const done = await repo.findRefundByKey(idempotencyKey);
      if (done) return sameRefund(done);
      const row = await intentById(intentId);
      if (row.status !== 'succeeded') throw new AppError('CONFLICT', paymentMessages.onlyCompletedRefundable);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new AppError('CONFLICT', paymentMessages.refundBeyondCharge);
      }
      let kept: TestRefundRow | undefined;
      try {
        kept = await keepRefund(row.id, amountCents, idempotencyKey);
      } catch (error) {
        // Another request with the same key got there first: answer as that one did.
        const winner = isUniqueViolation(error) ? await repo.findRefundByKey(idempotencyKey) : undefined;
        if (!winner) throw error;
        return sameRefund(winner);
      }
      if (!kept) throw new AppError('CONFLICT', paymentMessages.refundBeyondCharge);
      return { refundId: kept.id };
    },
  };
}
