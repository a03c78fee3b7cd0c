/** Weights as they arrive in requests: pounds as a decimal string or number, validated into centilb. */
import { z } from 'zod';
import { lbToCentilb } from './weights';

/** The heaviest weight accepted anywhere (one piece or a weighed line): far above any real catch. */
export const MAX_WEIGHT_CENTILB = 100_000_00;

/** Pounds with at most two decimals, above 0; yields hundredths of a pound. */
export const lbInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const centilb = lbToCentilb(typeof value === 'number' ? String(value) : value);
  if (centilb === null || centilb <= 0 || centilb > MAX_WEIGHT_CENTILB) {
    ctx.addIssue({ code: 'custom', message: 'Enter a weight in pounds above 0, with at most two decimals' });
    return z.NEVER;
  }
  return centilb;
});

/** One piece's estimated weight on a per-pound listing: "about 4-6 lb". */
export const estimatedLbPerUnitInput = z
  .object({ min: lbInput, max: lbInput })
  .refine((range) => range.max >= range.min, {
    message: 'The highest weight must be at least the lowest',
    path: ['max'],
  });
