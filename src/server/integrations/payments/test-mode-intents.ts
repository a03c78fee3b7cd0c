/**
 * One test-mode payment intent per idempotency key, as Stripe keeps one object per key: asking
 * again answers the first intent, a key reused with other parameters is refused, and of two
 * requests racing with one key the loser answers with the winner's intent.
 */
import { isUniqueViolation } from '../../db/errors';
import type { CreateIntentInput } from './payment-provider';
import type { createTestModeRepo, TestIntentRow } from './test-mode.repo';
import { SAME_PARAMETERS_ONLY } from './test-mode-refunds';

export async function createIntentOnce(
  repo: ReturnType<typeof createTestModeRepo>,
  randomToken: (bytes: number) => string,
  input: CreateIntentInput,
  how: { captureMethod: 'automatic' | 'manual'; paymentMethodId?: string },
): Promise<{ row: TestIntentRow; fresh: boolean }> {
  const same = (found: TestIntentRow) => {
    // Stripe refuses a reused key with different parameters; so do we.
    if (
      found.amountCents !== input.amountCents ||
      found.referenceId !== input.referenceId ||
      found.captureMethod !== how.captureMethod
    ) {
      throw new Error(SAME_PARAMETERS_ONLY);
    }
    return { row: found, fresh: false };
  };
  const existing = await repo.findIntentByIdempotencyKey(input.idempotencyKey);
  if (existing) return same(existing);
  const id = `pi_test_${randomToken(15)}`;
  try {
    const row = await repo.insertIntent({
      id,
      clientSecret: `${id}_secret_${randomToken(15)}`,
      amountCents: input.amountCents,
      applicationFeeCents: input.applicationFeeCents,
      purpose: input.purpose,
      referenceId: input.referenceId,
      destinationAccountId: input.destinationAccountId,
      metadata: { ...input.metadata, description: input.description },
      idempotencyKey: input.idempotencyKey,
      captureMethod: how.captureMethod,
      paymentMethodId: how.paymentMethodId,
    });
    return { row, fresh: true };
  } catch (error) {
    const winner = isUniqueViolation(error)
      ? await repo.findIntentByIdempotencyKey(input.idempotencyKey)
      : undefined;
    if (!winner) throw error;
    return same(winner);
  }
}
