/** Money as it arrives in requests: a decimal string or number, validated into integer cents. */
import { z } from 'zod';
import { decimalToCents } from './money';

/** Accepts a decimal string or a number with at most two places; yields cents. */
export const moneyInput = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = decimalToCents(typeof value === 'number' ? String(value) : value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in dollars with at most two decimals' });
    return z.NEVER;
  }
  return cents;
});
