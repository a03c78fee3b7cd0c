/**
 * The traceability record a receiving business keeps (FSMA 204's key data elements, docs/product/
 * traceability.md "Traceability record"): one per completed order line, read as JSON or CSV.
 */
import { z } from 'zod';
import { addDays } from './pickup-slots';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD');

export const traceabilityRecord = z.object({
  lotCode: z.string().nullable(),
  /** Species, preparation, size and the listing's title, as sold. */
  species: z.string(),
  prep: z.string().nullable(),
  size: z.string().nullable(),
  title: z.string(),
  /** Pieces or units handed over; for a weighed line its final weight in pounds as well. */
  quantity: z.number().int(),
  unit: z.string(),
  finalWeightLb: z.string().nullable(),
  harvestedOn: z.string().nullable(),
  harvestLocation: z.string().nullable(),
  harvestAreaCode: z.string().nullable(),
  /** The seller is the traceability lot code source. */
  sourceName: z.string(),
  sourceAddress: z.string().nullable(),
  pickupDate: day,
  pickupPlace: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  orderId: z.string(),
});
export type TraceabilityRecord = z.infer<typeof traceabilityRecord>;

/** The CSV's columns, in order, with their headers. */
export const traceabilityColumns: ReadonlyArray<readonly [keyof TraceabilityRecord, string]> = [
  ['lotCode', 'Traceability lot code'],
  ['species', 'Species'],
  ['prep', 'Preparation'],
  ['size', 'Size'],
  ['title', 'Product'],
  ['quantity', 'Quantity'],
  ['unit', 'Unit'],
  ['finalWeightLb', 'Final weight (lb)'],
  ['harvestedOn', 'Harvest date'],
  ['harvestLocation', 'Harvest location'],
  ['harvestAreaCode', 'Harvest area code'],
  ['sourceName', 'Traceability lot code source'],
  ['sourceAddress', 'Source location'],
  ['pickupDate', 'Pickup date'],
  ['pickupPlace', 'Pickup place'],
  ['receiptNumber', 'Receipt number'],
  ['orderId', 'Order id'],
];

export const traceabilityQuery = z.object({
  from: day.optional().meta({ example: '2026-09-01' }),
  to: day.optional().meta({ example: '2026-11-28' }),
  format: z.enum(['csv', 'json']).optional(),
});
export type TraceabilityQuery = z.infer<typeof traceabilityQuery>;

export const TRACEABILITY_DEFAULT_DAYS = 90;
const MAX_RANGE_DAYS = 366;

/** A date that exists: 2026-02-30 parses, but as March the 2nd. */
const isRealDate = (date: string) =>
  !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && addDays(date, 0) === date;

/** The dock-local dates asked for, defaults filled in; a string is the reason they cannot be used. */
export function traceabilityRange(
  query: Pick<TraceabilityQuery, 'from' | 'to'>,
  today: string,
): { from: string; to: string } | string {
  if ([query.from, query.to].some((date) => date !== undefined && !isRealDate(date))) {
    return 'A date is YYYY-MM-DD';
  }
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -TRACEABILITY_DEFAULT_DAYS);
  if (from > to) return 'from must not be after to';
  if (addDays(from, MAX_RANGE_DAYS) < to) return 'A range is at most a year';
  return { from, to };
}
