/** The daily money check (docs/product/payments.md "Daily reconciliation"): the query and the answer. */
import { z } from 'zod';

/** A dock-local calendar date, YYYY-MM-DD, that exists. */
export const reconciliationQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD')
    .refine((date) => {
      const midnight = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(date);
    }, 'No such date'),
});

export const differenceKinds = [
  'authorization_amount',
  'capture_amount',
  'refund_amount',
  'status',
  'intent_missing',
  'unknown_intent',
  'unknown_refund',
] as const;

export const reconciliationDifferenceDto = z.object({
  orderId: z.string().nullable(),
  kind: z.enum(differenceKinds),
  providerRef: z.string().nullable(),
  /** What BayCatch recorded and what the provider holds, as decimal dollars; null where not an amount. */
  recorded: z.string().nullable(),
  provider: z.string().nullable(),
  detail: z.string(),
});

export const reconciliationDto = z
  .object({
    date: z.string(),
    /** How many payments and refunds were compared. */
    checked: z.number().int(),
    ranAt: z.string(),
    differences: z.array(reconciliationDifferenceDto),
  })
  .meta({ id: 'Reconciliation' });

export type ReconciliationDto = z.infer<typeof reconciliationDto>;
export type DifferenceKind = (typeof differenceKinds)[number];
