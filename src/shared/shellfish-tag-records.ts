/** A buyer's shellfish tag records (docs/product/traceability.md, Shellfish tags): kept 90 days. */
import { z } from 'zod';
import { shellfishTagDto } from './shellfish-tag.schema';
import { instant } from './wire-formats';

export const SHELLFISH_TAG_DAYS = 90;

export const shellfishTagsQuery = z.strictObject({
  format: z.enum(['csv', 'json'], { error: "Choose the format: 'csv' or 'json'" }).default('json'),
});

export const shellfishTagRecordDto = z
  .object({
    orderId: z.string(),
    orderedAt: instant,
    seller: z.string(),
    title: z.string(),
    qty: z.number().int(),
    unitType: z.string(),
    tag: shellfishTagDto,
  })
  .meta({ id: 'ShellfishTagLine', description: 'One order line of shellfish in the shell, with its tag' });
export type ShellfishTagRecordDto = z.output<typeof shellfishTagRecordDto>;
