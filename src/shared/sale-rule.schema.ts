/** Seasons and limits: what an admin writes, and what everyone reads back (docs/product/traceability.md). */
import { z } from 'zod';
import { storedPreps } from './catch-options';
import { storedSpecies } from './listing.schema';
import { saleRuleKinds } from './traceability-kinds';

const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Enter the day as MM-DD, e.g. '10-01'")
  .nullable();

const ruleFields = {
  kind: z.enum(saleRuleKinds, { error: 'Choose the kind of rule: season, size or quantity' }),
  species: z.enum(storedSpecies, { error: 'Choose the species' }),
  prep: z.enum(storedPreps).nullable().default(null),
  sellerType: z.string().trim().min(1).max(40).nullable().default(null),
  openFrom: monthDay.default(null),
  openTo: monthDay.default(null),
  limitValue: z.number().int().min(0).max(1_000_000).nullable().default(null),
  text: z
    .string({ error: "Enter the rule's words" })
    .trim()
    .min(1, "Enter the rule's words")
    .max(300, "The rule's words are at most 300 characters"),
  source: z
    .string({ error: 'Enter where the rule comes from' })
    .trim()
    .min(1, 'Enter where the rule comes from')
    .max(200, 'The source is at most 200 characters'),
  checkEachYear: z.boolean().default(false),
};

export const saleRuleInput = z.strictObject(ruleFields);
export type SaleRuleInput = z.output<typeof saleRuleInput>;

export const saleRuleChangeInput = z.strictObject({
  kind: ruleFields.kind.optional(),
  species: ruleFields.species.optional(),
  prep: z.enum(storedPreps).nullable().optional(),
  sellerType: z.string().trim().min(1).max(40).nullable().optional(),
  openFrom: monthDay.optional(),
  openTo: monthDay.optional(),
  limitValue: z.number().int().min(0).max(1_000_000).nullable().optional(),
  text: ruleFields.text.optional(),
  source: ruleFields.source.optional(),
  checkEachYear: z.boolean().optional(),
});
export type SaleRuleChangeInput = z.output<typeof saleRuleChangeInput>;

export const saleRuleIdInput = z.strictObject({ id: z.string().min(1).max(64) });

export const saleRuleDto = z.object({
  id: z.string(),
  kind: z.enum(saleRuleKinds),
  species: z.string(),
  prep: z.string().nullable(),
  sellerType: z.string().nullable(),
  openFrom: z.string().nullable().meta({ description: "First day of a season, 'MM-DD'" }),
  openTo: z.string().nullable().meta({
    description: "Last day of a season, 'MM-DD', inclusive; before openFrom it runs across New Year",
  }),
  limitValue: z.number().nullable(),
  text: z.string(),
  source: z.string(),
  checkEachYear: z.boolean(),
  /** A season open today on the Bay's clock; a size or quantity rule is always in force. */
  inForceToday: z.boolean(),
});
export type SaleRuleDto = z.infer<typeof saleRuleDto>;

export const rulesTodayDto = z.object({
  /** False when the deployment switched seasons off (SEASONS=off): nothing is refused or shown. */
  enforced: z.boolean(),
  today: z.string().meta({ description: "Today on the Bay's clock, 'YYYY-MM-DD'" }),
  rules: z.array(saleRuleDto),
});
export type RulesTodayDto = z.infer<typeof rulesTodayDto>;

export const saleRuleMessages = {
  notFound: 'Rule not found',
  seasonNeedsDays: 'A season needs its first and last day (MM-DD)',
  limitNeedsValue: 'A size or quantity rule needs its limit',
  outOfSeason: (text: string) => `Out of season: ${text}`,
} as const;
