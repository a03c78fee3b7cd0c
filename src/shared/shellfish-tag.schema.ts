/**
 * The shellfish harvester tag (docs/product/traceability.md, Shellfish tags): oysters and clams sold
 * in the shell travel with the tag's facts, which buyers keep for 90 days. Checked on the server
 * when a listing is posted or edited.
 */
import { z } from 'zod';
import type { ShellfishTag } from './traceability-kinds';

/** Only live or whole oysters and clams are in the shell; shucked, steamed or frozen ones carry no tag. */
const shellfishCategories: readonly string[] = ['oysters', 'clams'];
const shellfishSpecies: readonly string[] = ['Oysters', 'Clams'];
const inShellPreps: readonly string[] = ['live', 'whole'];

export function isShellfishInShell(listing: { species: string; category: string; prep: string }): boolean {
  const shellfish =
    shellfishSpecies.includes(listing.species) || shellfishCategories.includes(listing.category);
  return shellfish && inShellPreps.includes(listing.prep);
}

export const shellfishTagMessages = {
  notShellfish: 'Only oysters and clams in the shell carry a harvester tag',
  required: "Oysters and clams in the shell need their harvester tag's facts",
  otherArea: "The tag's harvest area must be the listing's harvest area",
  futureHarvest: "The tag's harvest date cannot be in the future",
};

/**
 * What is wrong with a listing's tag, or null: shellfish in the shell must carry one (state law
 * has the tag travel with the shellstock), nothing else may, and the tag must agree with the
 * listing's harvest area and not be dated after today.
 */
export function shellfishTagProblem(
  listing: { species: string; category: string; prep: string; harvestAreaCode: string | null },
  tag: ShellfishTag | null,
  /** YYYY-MM-DD on the Bay's clock. */
  today: string,
): string | null {
  const inShell = isShellfishInShell(listing);
  if (tag === null) return inShell ? shellfishTagMessages.required : null;
  if (!inShell) return shellfishTagMessages.notShellfish;
  if (listing.harvestAreaCode !== null && tag.areaCode !== listing.harvestAreaCode)
    return shellfishTagMessages.otherArea;
  if (tag.harvestedOn > today) return shellfishTagMessages.futureHarvest;
  return null;
}

/** One line a person reads on the catch page, pass, receipt and pick list. */
export function shellfishTagText(tag: ShellfishTag): string {
  const name = tag.tagNumber ? `Shellfish tag ${tag.tagNumber}` : 'Shellfish tag';
  return `${name}: ${tag.harvesterName}, licence ${tag.licenceNumber}; harvested ${tag.harvestedOn} in area ${tag.areaCode}; ${tag.quantity} ${tag.unit}`;
}

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(max);

export const shellfishTagInput = z
  .object({
    harvesterName: text('harvester name', 120),
    licenceNumber: text('licence number', 60),
    harvestedOn: z
      .string({ error: 'Enter the harvest date as YYYY-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the harvest date as YYYY-MM-DD')
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Enter the harvest date as YYYY-MM-DD'),
    areaCode: text('harvest area code', 30),
    quantity: z
      .number({ error: 'Enter the quantity on the tag' })
      .positive('Enter the quantity on the tag')
      .max(100_000),
    unit: text('unit on the tag', 30),
    tagNumber: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(60).optional(),
    ),
  })
  .meta({ id: 'ShellfishTag', description: "A shellfish harvester tag's facts" });

export const shellfishTagDto = z
  .object({
    harvesterName: z.string(),
    licenceNumber: z.string(),
    harvestedOn: z.string().meta({ description: 'YYYY-MM-DD on the Bay clock' }),
    areaCode: z.string(),
    quantity: z.number(),
    unit: z.string(),
    tagNumber: z.string().optional(),
  })
  .meta({ id: 'ShellfishTagRecord' });
