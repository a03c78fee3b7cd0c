import { describe, expect, it } from 'vitest';
import {
  createReportInput,
  moderationReason,
  reportsQuery,
  resolveReportInput,
} from '../../src/shared/moderation.schema';

const ID = '7c1b8f0e-3a52-4c1e-9d6b-2f4a5e6b7c8d';

describe('moderation inputs', () => {
  it('takes a reason of 3 to 500 characters after trimming', () => {
    expect(moderationReason.parse('  Undersized crabs  ')).toBe('Undersized crabs');
    expect(moderationReason.safeParse('  ab ').error?.issues[0]?.message).toBe(
      'Give a reason of at least 3 characters',
    );
    expect(moderationReason.safeParse('x'.repeat(500)).success).toBe(true);
    expect(moderationReason.safeParse('x'.repeat(501)).error?.issues[0]?.message).toBe(
      'Keep the reason under 500 characters',
    );
    expect(moderationReason.safeParse(undefined).error?.issues[0]?.message).toBe('Give a reason');
  });

  it('reports listings, messages and reviews only', () => {
    for (const targetType of ['listing', 'message', 'review']) {
      expect(createReportInput.safeParse({ targetType, targetId: ID, reason: 'Spam' }).success).toBe(true);
    }
    expect(createReportInput.safeParse({ targetType: 'order', targetId: ID, reason: 'Spam' }).success).toBe(
      false,
    );
  });

  it('resolves as dismissed or actioned with an optional note, blank meaning none', () => {
    expect(resolveReportInput.parse({ id: ID, resolution: 'dismissed', note: '   ' })).toEqual({
      id: ID,
      resolution: 'dismissed',
      note: undefined,
    });
    expect(resolveReportInput.safeParse({ id: ID, resolution: 'open' }).success).toBe(false);
  });

  it('reads the queue open and 20 a page unless told otherwise, from query strings', () => {
    expect(reportsQuery.parse({})).toEqual({ status: 'open', limit: 20, offset: 0 });
    expect(reportsQuery.parse({ status: 'all', limit: '5', offset: '10' })).toEqual({
      status: 'all',
      limit: 5,
      offset: 10,
    });
    expect(reportsQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(reportsQuery.safeParse({ limit: 'many' }).success).toBe(false);
  });
});
