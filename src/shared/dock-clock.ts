import { BAY_TIME_ZONE } from './pickup-schedule';

/**
 * A date or time as the docks' clock reads it (America/New_York), in US English: the same on the
 * server that renders the page and in every reader's browser, whatever their own time zone.
 */
export function onDockClock(instant: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: BAY_TIME_ZONE }).format(new Date(instant));
}
