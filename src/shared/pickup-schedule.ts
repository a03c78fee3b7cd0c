/**
 * When the pickup windows of a listing next come round. Windows are weekly and written in the
 * docks' local time, so "now" is read in the Chesapeake's time zone wherever the code runs.
 */
import { type DayName, type PickupWindow, parseWindowEnd, weekDays } from './availability';

export const BAY_TIME_ZONE = 'America/New_York';
export const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = weekdayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    weekdayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes since Sunday 00:00 of the week `date` falls in, on the clocks of `timeZone`. */
export function minuteOfWeek(date: Date, timeZone = BAY_TIME_ZONE): number {
  // Formatting through Intl costs tens of microseconds and the catalog asks on every request,
  // while the answer only changes from one minute to the next: remember the last one.
  const minute = Math.floor(date.getTime() / 60_000);
  if (lastMinuteOfWeek.minute === minute && lastMinuteOfWeek.timeZone === timeZone) {
    return lastMinuteOfWeek.value;
  }
  const value = formatMinuteOfWeek(date, timeZone);
  lastMinuteOfWeek = { minute, timeZone, value };
  return value;
}
let lastMinuteOfWeek = { minute: Number.NaN, timeZone: '', value: 0 };

function formatMinuteOfWeek(date: Date, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = weekDays.indexOf(part('weekday') as DayName);
  return day * MINUTES_PER_DAY + Number(part('hour')) * 60 + Number(part('minute'));
}

export interface ParsedPickupWindow {
  window: PickupWindow;
  startDay: DayName;
  startTime: string;
  endDay: DayName;
  endTime: string;
  /** Minutes since Sunday 00:00 at which the window opens and closes. */
  startMinute: number;
  endMinute: number;
}

const minutesOf = (day: DayName, time: string) =>
  weekDays.indexOf(day) * MINUTES_PER_DAY + Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Null when either end is not in the '{DayName} {HH:MM}' form: such windows are skipped. */
export function parsePickupWindow(window: PickupWindow): ParsedPickupWindow | null {
  const start = parseWindowEnd(window.start);
  const end = parseWindowEnd(window.end);
  if (!start || !end) return null;
  return {
    window,
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    startMinute: minutesOf(start.day, start.time),
    endMinute: minutesOf(end.day, end.time),
  };
}

const wrap = (minutes: number) => ((minutes % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;

/**
 * Minutes until the window is next open: 0 while it is open now. A window that closed earlier
 * today comes round again next week.
 */
export function minutesUntilOpen(window: ParsedPickupWindow, nowMinute: number): number {
  const untilStart = wrap(window.startMinute - nowMinute);
  const untilEnd = wrap(window.endMinute - nowMinute);
  // Open now exactly when the close comes before the next opening.
  return untilEnd < untilStart ? 0 : untilStart;
}

/** The wait for the soonest window, or null when no window parses; the catalog sorts on it. */
export function soonestPickupWait(windows: readonly PickupWindow[], nowMinute: number): number | null {
  let best: number | null = null;
  for (const window of windows) {
    const parsed = parsePickupWindow(window);
    if (!parsed) continue;
    const wait = minutesUntilOpen(parsed, nowMinute);
    if (best === null || wait < best) best = wait;
  }
  return best;
}

/** '13:05' as '1:05 PM'. */
export function formatTimeOfDay(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${suffix}`;
}

/** 'Tuesday, 1:00 PM - 5:00 PM' (or both days when the window spans midnight); null when unparseable. */
export function formatPickupWindow(window: PickupWindow): string | null {
  const parsed = parsePickupWindow(window);
  if (!parsed) return null;
  const end =
    parsed.endDay === parsed.startDay
      ? formatTimeOfDay(parsed.endTime)
      : `${parsed.endDay}, ${formatTimeOfDay(parsed.endTime)}`;
  return `${parsed.startDay}, ${formatTimeOfDay(parsed.startTime)} - ${end}`;
}

/** The weekday of a 'YYYY-MM-DD' calendar date, independent of any time zone. */
export function weekdayOfDate(date: string): DayName | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (utc.toISOString().slice(0, 10) !== date) return null;
  return weekDays[utc.getUTCDay()]!;
}
