import { BAY_TIME_ZONE } from './pickup-schedule';

/**
 * A date or time as the docks' clock reads it (America/New_York), in US English: the same on the
 * server that renders the page and in every reader's browser, whatever their own time zone.
 */
export function onDockClock(instant: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: BAY_TIME_ZONE }).format(new Date(instant));
}

/** The time of day on the docks' clock, '3:40 PM': when a hold ends, a late pickup's new time. */
export function dockTimeOfDay(instant: string | number | Date): string {
  return onDockClock(instant, { hour: 'numeric', minute: '2-digit' });
}
