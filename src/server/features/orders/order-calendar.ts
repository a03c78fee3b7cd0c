/**
 * An order's pickup as an iCalendar file (RFC 5545) for the buyer's or the seller's calendar: one
 * event at the dock's wall-clock times in the dock's time zone, so a phone set to another zone
 * still shows the pickup at the right moment.
 */
import { orderMessages } from '../../../shared/messages/order';
import { shortOrderId } from '../../../shared/order-status';
import { BAY_TIME_ZONE } from '../../../shared/pickup-schedule';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import { itemsSummaryOf } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderRecord } from './orders.repo';

/** America/New_York's rules since 2007: what a calendar needs to place TZID times without a zone database. */
const BAY_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${BAY_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 20261128T070000: the instant as the docks' clocks read it. */
function localStamp(instant: Date): string {
  const part = (type: string) => wallClock.formatToParts(instant).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}T${part('hour')}${part('minute')}${part('second')}`;
}

/** 20261125T150000Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslashes, semicolons, commas and line breaks. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Content lines fold at 75 octets, continuing with a space, never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function orderCalendar(record: OrderRecord, siteOrigin: string, now: Date): string {
  const { order } = record;
  if (!order.pickupSlotStart || !order.pickupSlotEnd) {
    throw new AppError('CONFLICT', orderMessages.noDatedPickup);
  }
  const ref = `#${shortOrderId(order.id)}`;
  const link = `${siteOrigin}/orders/${order.id}`;
  const description = [
    itemsSummaryOf(record),
    record.crabber.pickupInstructions,
    `Show your pickup pass at the dock: ${link}`,
  ].filter((line): line is string => Boolean(line));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BayCatch//Pickups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...BAY_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:order-${order.id}@baycatch`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${BAY_TIME_ZONE}:${localStamp(order.pickupSlotStart)}`,
    `DTEND;TZID=${BAY_TIME_ZONE}:${localStamp(order.pickupSlotEnd)}`,
    `SUMMARY:${text(`Pick up BayCatch order ${ref} from ${record.crabber.displayName}`)}`,
    ...(order.pickupLocationAddress ? [`LOCATION:${text(order.pickupLocationAddress)}`] : []),
    `DESCRIPTION:${text(description.join('\n'))}`,
    `URL:${link}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

export function createOrderCalendars(loadFor: OrderAccess['loadFor'], siteOrigin: string, now: () => Date) {
  return {
    /** The pickup's calendar file, for the order's buyer and seller; 404 to anyone else. */
    async calendarFor(viewer: OrderViewer, id: string): Promise<{ filename: string; ics: string }> {
      const { record } = await loadFor(viewer, id);
      return {
        filename: `baycatch-pickup-${shortOrderId(id)}.ics`,
        ics: orderCalendar(record, siteOrigin, now()),
      };
    },
  };
}
