import { describe, expect, it } from 'vitest';
import type { PickupWindow } from '../../src/shared/availability';
import {
  formatPickupWindow,
  formatTimeOfDay,
  MINUTES_PER_DAY,
  minuteOfWeek,
  parsePickupWindow,
  soonestPickupWait,
  weekdayOfDate,
} from '../../src/shared/pickup-schedule';

const w = (start: string, end: string): PickupWindow => ({ start, end });
// Wednesday 4 June 2025, 10:00 in Annapolis (EDT, UTC-4).
const WEDNESDAY_10AM = new Date('2025-06-04T14:00:00Z');

describe('minuteOfWeek', () => {
  it("reads the docks' clock, not the server's", () => {
    expect(minuteOfWeek(WEDNESDAY_10AM)).toBe(3 * MINUTES_PER_DAY + 10 * 60);
    // Saturday 23:30 in Annapolis is already Sunday in UTC.
    expect(minuteOfWeek(new Date('2025-06-08T03:30:00Z'))).toBe(6 * MINUTES_PER_DAY + 23 * 60 + 30);
  });

  it('follows daylight saving time (EST in winter)', () => {
    // Wednesday 15 January 2025, 10:00 EST = 15:00 UTC.
    expect(minuteOfWeek(new Date('2025-01-15T15:00:00Z'))).toBe(3 * MINUTES_PER_DAY + 10 * 60);
  });

  it('answers each call for its own minute and time zone, asked in any order', () => {
    const later = new Date(WEDNESDAY_10AM.getTime() + 59_000);
    const nextMinute = new Date(WEDNESDAY_10AM.getTime() + 60_000);
    expect(minuteOfWeek(WEDNESDAY_10AM)).toBe(3 * MINUTES_PER_DAY + 600);
    expect(minuteOfWeek(later)).toBe(3 * MINUTES_PER_DAY + 600);
    expect(minuteOfWeek(WEDNESDAY_10AM, 'UTC')).toBe(3 * MINUTES_PER_DAY + 14 * 60);
    expect(minuteOfWeek(nextMinute)).toBe(3 * MINUTES_PER_DAY + 601);
    expect(minuteOfWeek(WEDNESDAY_10AM)).toBe(3 * MINUTES_PER_DAY + 600);
  });
});

describe('parsePickupWindow', () => {
  it("reads '{DayName} {HH:MM}' on both ends", () => {
    expect(parsePickupWindow(w('Tuesday 13:00', 'Tuesday 17:30'))).toMatchObject({
      startDay: 'Tuesday',
      startTime: '13:00',
      endTime: '17:30',
      startMinute: 2 * MINUTES_PER_DAY + 13 * 60,
      endMinute: 2 * MINUTES_PER_DAY + 17 * 60 + 30,
    });
  });

  it.each([
    ['tuesday 13:00', 'Tuesday 17:00'],
    ['Tuesday 1:00', 'Tuesday 17:00'],
    ['Tuesday 25:00', 'Tuesday 26:00'],
    ['Tue 13:00', 'Tue 17:00'],
    ['2025-06-03T13:00', '2025-06-03T17:00'],
    ['Tuesday 13:00', 'whenever'],
    ['', ''],
  ])('refuses %s - %s', (start, end) => {
    expect(parsePickupWindow(w(start, end))).toBeNull();
  });
});

describe('soonestPickupWait', () => {
  const nowMinute = minuteOfWeek(WEDNESDAY_10AM);
  it('is the wait for the soonest window in minutes', () => {
    expect(
      soonestPickupWait(
        [w('Friday 10:00', 'Friday 12:00'), w('Thursday 09:00', 'Thursday 10:00')],
        nowMinute,
      ),
    ).toBe(23 * 60);
  });
  it('wraps to next week and is null without a readable window', () => {
    expect(soonestPickupWait([w('Wednesday 08:00', 'Wednesday 09:00')], nowMinute)).toBe(
      7 * MINUTES_PER_DAY - 2 * 60,
    );
    expect(soonestPickupWait([w('bad', 'bad')], nowMinute)).toBeNull();
    expect(soonestPickupWait([], nowMinute)).toBeNull();
  });
});

describe('formatting and dates', () => {
  it('formats times and windows for people', () => {
    expect(formatTimeOfDay('00:05')).toBe('12:05 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatTimeOfDay('17:30')).toBe('5:30 PM');
    expect(formatPickupWindow(w('Tuesday 13:00', 'Tuesday 17:00'))).toBe('Tuesday, 1:00 PM - 5:00 PM');
    expect(formatPickupWindow(w('Saturday 22:00', 'Sunday 02:00'))).toBe(
      'Saturday, 10:00 PM - Sunday, 2:00 AM',
    );
    expect(formatPickupWindow(w('x', 'y'))).toBeNull();
  });

  it('reads the weekday of a calendar date and refuses impossible dates', () => {
    expect(weekdayOfDate('2025-06-04')).toBe('Wednesday');
    expect(weekdayOfDate('2024-02-29')).toBe('Thursday');
    expect(weekdayOfDate('2025-02-29')).toBeNull();
    expect(weekdayOfDate('06/04/2025')).toBeNull();
  });
});
