import { describe, expect, it } from 'vitest';
import { deadlineText, disputeReasonText, isOpenDispute } from '../../src/shared/dispute.dto';
import { disputeStatuses } from '../../src/shared/sale-records';

describe('card dispute words', () => {
  it('tells open disputes from closed ones', () => {
    expect(disputeStatuses.filter(isOpenDispute)).toEqual([
      'warning_needs_response',
      'warning_under_review',
      'needs_response',
      'under_review',
    ]);
  });

  it('says the reason in plain words, and an unknown one without underscores', () => {
    expect(disputeReasonText('product_not_received')).toBe('the buyer says the order was not received');
    expect(disputeReasonText('bank_cannot_process')).toBe('bank cannot process');
  });

  it("gives the deadline on the docks' clock", () => {
    // 23:59 UTC on 4 Dec is 6:59 PM in Maryland.
    expect(deadlineText('2026-12-04T23:59:00Z')).toBe('Fri, Dec 4, 2026, 6:59 PM');
  });
});
