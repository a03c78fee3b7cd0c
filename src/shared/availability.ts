/**
 * A seller's weekly availability and the pickup windows derived from it. Windows travel as
 * '{DayName} {HH:MM}' strings (docs/product/sellers.md); anything else is treated as unparseable.
 */
import type { Availability, DayAvailability, PickupWindow } from './availability.schema';
import { type DayName, TIME_PATTERN, weekDays } from './week-days';

export type { Availability, DayAvailability, DayName, PickupWindow };
export { TIME_PATTERN, weekDays };

/** Editors list Monday first; pickup windows are built Sunday first (docs/product/sellers.md). */
export const editorDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

/** Every day present, disabled, with the 09:00-17:00 defaults. */
export function defaultAvailability(): Record<DayName, DayAvailability> {
  return Object.fromEntries(
    editorDays.map((day) => [
      day,
      { enabled: false, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME },
    ]),
  ) as Record<DayName, DayAvailability>;
}

/** Reads the legacy hours string 'Monday: 06:00 - 12:00; Saturday: 07:00 - 11:00'. */
export function parseLegacyHours(hours: string | null | undefined): Availability {
  const result: Availability = {};
  if (!hours) return result;
  for (const entry of hours.split(';')) {
    const match = entry.trim().match(/^([A-Za-z]+)\s*:\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/);
    if (!match) continue;
    const day = weekDays.find((name) => name.toLowerCase() === match[1]!.toLowerCase());
    const startTime = match[2]!.padStart(5, '0');
    const endTime = match[3]!.padStart(5, '0');
    if (!day || !TIME_PATTERN.test(startTime) || !TIME_PATTERN.test(endTime)) continue;
    result[day] = { enabled: true, startTime, endTime };
  }
  return result;
}

/** One pickup window per enabled day, Sunday first. */
export function buildPickupWindows(availability: Availability): PickupWindow[] {
  return weekDays.flatMap((day) => {
    const slot = availability[day];
    if (!slot?.enabled) return [];
    return [{ start: `${day} ${slot.startTime}`, end: `${day} ${slot.endTime}` }];
  });
}

export interface ParsedWindowEnd {
  day: DayName;
  time: string;
}

/** Parses one end of a window; null when it is not in the '{DayName} {HH:MM}' form. */
export function parseWindowEnd(value: string): ParsedWindowEnd | null {
  const match = value.trim().match(/^([A-Za-z]+) (\d{2}:\d{2})$/);
  if (!match) return null;
  const day = weekDays.find((name) => name === match[1]);
  if (!day || !TIME_PATTERN.test(match[2]!)) return null;
  return { day, time: match[2]! };
}
