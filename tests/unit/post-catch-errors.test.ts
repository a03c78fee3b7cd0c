import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { describePostError } from '../../src/client/features/seller/post-catch-errors';
import type { ErrorReason } from '../../src/shared/api-errors';

/** A refusal as the tRPC client hands it over: our formatter's data under `result.error`. */
function refusal(message: string, reason: ErrorReason | null) {
  return new TRPCClientError(message, {
    result: {
      error: {
        message,
        code: -32003,
        data: { code: 'FORBIDDEN', httpStatus: 403, fieldErrors: null, reason },
      },
    },
  });
}

describe('describing a refused post', () => {
  it('tells the refusals apart by their reason code, not their words', () => {
    expect(describePostError(refusal('any words', 'SELLER_NOT_APPROVED'))).toBe(
      'Your seller account is not yet approved. Please wait for admin approval to post catches.',
    );
    expect(describePostError(refusal('any words', 'NOT_A_SELLER'))).toBe(
      'You need to register as a seller first to post catches.',
    );
  });

  it("passes on the server's message when there is no reason code", () => {
    expect(describePostError(refusal('Not authorized to post catches', null))).toBe(
      'Not authorized to post catches',
    );
    expect(describePostError(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
