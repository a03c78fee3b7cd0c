import { describe, expect, it } from 'vitest';
import { buyerReminderDue, eveningBefore, sellerReminderDate } from '../../src/shared/pickup-reminders';

// Saturday Nov 28 2026, 7:00 AM on the Bay (EST, UTC-5).
const SLOT = new Date('2026-11-28T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('pickup reminders', () => {
  it('fall due for a buyer at 6 pm on the Bay the evening before, until the pickup starts', () => {
    expect(eveningBefore(SLOT)).toEqual(at('2026-11-27T23:00:00Z'));
    const order = { createdAt: at('2026-11-25T15:00:00Z'), slotStart: SLOT };
    expect(buyerReminderDue(order, at('2026-11-27T22:59:00Z'))).toBeNull();
    expect(buyerReminderDue(order, at('2026-11-27T23:00:00Z'))).toBe('evening');
    expect(buyerReminderDue(order, at('2026-11-28T11:59:00Z'))).toBe('evening');
    expect(buyerReminderDue(order, SLOT)).toBeNull();
  });

  it('come two hours before the pickup for an order made after that evening, never right after ordering', () => {
    const lateEvening = { createdAt: at('2026-11-28T01:00:00Z'), slotStart: SLOT };
    expect(buyerReminderDue(lateEvening, at('2026-11-28T09:59:00Z'))).toBeNull();
    expect(buyerReminderDue(lateEvening, at('2026-11-28T10:00:00Z'))).toBe('soon');
    const lastMinute = { createdAt: at('2026-11-28T10:30:00Z'), slotStart: SLOT };
    expect(buyerReminderDue(lastMinute, at('2026-11-28T10:31:00Z'))).toBeNull();
  });

  it("tell a seller the next day's pickups from 6 pm on the Bay, across the turn of the month", () => {
    expect(sellerReminderDate(at('2026-11-30T22:59:00Z'))).toBeNull();
    expect(sellerReminderDate(at('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    // 11:30 pm on the Bay is already the next day in UTC.
    expect(sellerReminderDate(at('2026-12-01T04:30:00Z'))).toBe('2026-12-01');
  });
});
