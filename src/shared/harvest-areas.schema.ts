/** Harvest areas and closures on the wire (docs/product/traceability.md, Harvest areas and closures). */
import { z } from 'zod';
import { harvestAreaKinds } from './traceability-kinds';
import { instant } from './wire-formats';

/** A listing's area: blank means none (a form's empty select). */
export const harvestAreaCodeInput = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.string().trim().max(30, 'A harvest area code is at most 30 characters').nullable().optional(),
);

const moment = (what: string) =>
  z.coerce
    .date({ error: `Enter when the closure ${what} as a date and time` })
    .refine((date) => !Number.isNaN(date.getTime()), `Enter when the closure ${what} as a date and time`);

export const closeAreaData = z.strictObject({
  /** Absent: now. */
  from: moment('starts').optional(),
  /** Absent: until an admin reopens it. */
  to: z.preprocess((value) => (value === '' ? null : value), moment('ends').nullable().optional()),
  reason: z
    .string({ error: 'Enter the reason the state gave, e.g. rainfall closure' })
    .trim()
    .min(1, 'Enter the reason the state gave, e.g. rainfall closure')
    .max(200, 'The reason is at most 200 characters'),
});
export type CloseAreaData = z.output<typeof closeAreaData>;

export const areaCodeInput = z.strictObject({ code: z.string().trim().min(1).max(30) });
export const closeAreaInput = z.strictObject({ ...areaCodeInput.shape, ...closeAreaData.shape });
export const closureIdInput = z.strictObject({ id: z.string().min(1).max(64) });

export const areaClosureDto = z
  .object({
    id: z.string(),
    areaCode: z.string(),
    from: instant,
    to: instant.nullable().meta({ description: 'Null: until an admin reopens it' }),
    reason: z.string(),
    reopenedAt: instant.nullable(),
  })
  .meta({ id: 'AreaClosure', description: 'A state closure of a harvest area' });
export type AreaClosureDto = z.output<typeof areaClosureDto>;

export const harvestAreaDto = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.enum(harvestAreaKinds),
    closedNow: z.boolean().meta({ description: 'A closure is in force at this moment' }),
    closure: areaClosureDto
      .nullable()
      .meta({ description: 'The closure in force now, or else the next one to come; null when none' }),
  })
  .meta({ id: 'HarvestArea', description: 'A shellfish harvest area' });
export type HarvestAreaDto = z.output<typeof harvestAreaDto>;
