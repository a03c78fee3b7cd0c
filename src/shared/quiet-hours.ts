/**
 * Quiet hours for texts (docs/product/text-messages.md): nothing between 9 pm and 7 am on the Bay's
 * clock but what is about that day's pickup, which a buyer at the ramp at 6 am needs at once.
 * Anything else waits until 7 am.
 */
import { BAY_TIME_ZONE } from './pickup-schedule';

const QUIET_FROM_HOUR = 21;
const QUIET_UNTIL_HOUR = 7;
const MINUTE = 60_000;

/** The Bay's calendar date ("2026-11-28") and minute of the day at an instant. */
export function bayDateAndMinute(at: Date): { date: string; weekday: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BAY_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'long',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday ?? '',
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export function isQuietHour(at: Date): boolean {
  const { minute } = bayDateAndMinute(at);
  return minute >= QUIET_FROM_HOUR * 60 || minute < QUIET_UNTIL_HOUR * 60;
}

/**
 * When a text may leave: now outside quiet hours, or when it is about that day's pickup (`pickupDay`,
 * the Bay date "YYYY-MM-DD" of a booked slot, or the weekday "Saturday" of a weekly window);
 * otherwise the next 7 am on the Bay's clock.
 */
export function smsSendAt(now: Date, pickupDay?: string): Date {
  const { date, weekday, minute } = bayDateAndMinute(now);
  if (!isQuietHour(now) || pickupDay === date || pickupDay === weekday) return now;
  const untilSeven =
    minute >= QUIET_FROM_HOUR * 60
      ? 24 * 60 - minute + QUIET_UNTIL_HOUR * 60
      : QUIET_UNTIL_HOUR * 60 - minute;
  const at = new Date(now.getTime() - (now.getTime() % MINUTE) + untilSeven * MINUTE);
  // A night the clocks change is an hour longer or shorter: land on 7 am as the Bay reads it.
  const landed = bayDateAndMinute(at).minute;
  return new Date(at.getTime() + (QUIET_UNTIL_HOUR * 60 - landed) * MINUTE);
}
