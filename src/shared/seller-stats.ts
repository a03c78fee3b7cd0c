/**
 * What the dashboard's stat cards, Inventory Management and Business Analytics read
 * (docs/product/sellers.md). Money is a decimal string on the wire, like everywhere else.
 */
import { z } from 'zod';
import { type EarningsPeriod, earningsPeriods } from './earnings-periods';
import type { AnalyticsDto, EarningsDto, InventoryItemDto } from './seller-stats.dto';

export type { AnalyticsDto, EarningsDto, InventoryItemDto };

export const TOP_SPECIES_LIMIT = 5;
/** At or below this many units left a listing is flagged as low on stock. */
export const LOW_STOCK_THRESHOLD = 5;
export type { EarningsPeriod } from './earnings-periods';
export const earningsQuery = z.object({
  period: z
    .enum(earningsPeriods, { error: `Choose a period: ${earningsPeriods.join(', ')}` })
    .default('month'),
});

/** Completed divided by total orders, rounded to a whole percentage; 0 with no orders. */
export function completionRate(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((completed / total) * 100);
}

/** The average of an integer-cents sum over a count, rounded half up to the cent; 0 with none. */
export function averageCents(totalCents: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((totalCents * 2 + count) / (count * 2));
}

export function isLowStock(qtyAvailable: number): boolean {
  return qtyAvailable <= LOW_STOCK_THRESHOLD;
}

/** How far the clocks of `timeZone` are ahead of UTC at `instant`, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant local midnight of a calendar day begins in `timeZone` (DST-safe). */
function localMidnight(year: number, monthIndex: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, monthIndex, day);
  const first = guess - zoneOffsetMs(guess, timeZone);
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

/**
 * Where an earnings period began, on the docks' clocks: this week (from Sunday), this calendar
 * month or year; null for all time.
 */
export function periodStart(period: EarningsPeriod, now: Date, timeZone: string): Date | null {
  if (period === 'all') return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const year = Number(part('year'));
  const month = Number(part('month')) - 1;
  const day = Number(part('day'));
  if (period === 'year') return localMidnight(year, 0, 1, timeZone);
  if (period === 'month') return localMidnight(year, month, 1, timeZone);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return localMidnight(year, month, day - weekday, timeZone);
}
