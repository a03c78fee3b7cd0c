/**
 * Quiet hours for texts (docs/product/text-messages.md): nothing between 9 pm and 7 am on the Bay's
 * clock but what is about that day's pickup, which a buyer at the ramp at 6 am needs at once.
 * Anything else waits until 7 am.
 */
import { minuteOfWeek } from './pickup-schedule';
import { addDays, localDateOf, zonedInstant } from './pickup-slots';
import { weekDays } from './week-days';

const QUIET_FROM_MINUTE = 21 * 60;
const QUIET_UNTIL_MINUTE = 7 * 60;
const MINUTES_PER_DAY = 24 * 60;

/** The Bay's calendar date ("2026-11-28"), weekday ("Saturday") and minute of the day at an instant. */
export function bayDateAndMinute(at: Date): { date: string; weekday: string; minute: number } {
  const week = minuteOfWeek(at);
  return {
    date: localDateOf(at),
    weekday: weekDays[Math.floor(week / MINUTES_PER_DAY)] ?? '',
    minute: week % MINUTES_PER_DAY,
  };
}

export function isQuietHour(at: Date): boolean {
  const { minute } = bayDateAndMinute(at);
  return minute >= QUIET_FROM_MINUTE || minute < QUIET_UNTIL_MINUTE;
}

/**
 * When a text may leave: now outside quiet hours, or when it is about that day's pickup (`pickupDay`,
 * the Bay date "YYYY-MM-DD" of a booked slot, or the weekday "Saturday" of a weekly window);
 * otherwise 7 am on the Bay's clock (the next morning's, late in the evening).
 */
export function smsSendAt(now: Date, pickupDay?: string): Date {
  const { date, weekday, minute } = bayDateAndMinute(now);
  if (!isQuietHour(now) || pickupDay === date || pickupDay === weekday) return now;
  return zonedInstant(minute >= QUIET_FROM_MINUTE ? addDays(date, 1) : date, '07:00');
}
