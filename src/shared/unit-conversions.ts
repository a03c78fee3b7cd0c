/**
 * How each listing unit counts against the seller limits (docs/product/sellers.md#seller-limits), so
 * that no unit slips past a cap: a dozen crabs counts towards bushels, pounds of fish count as fish.
 *
 * Maryland conventions behind the figures:
 * - Blue crabs: Maryland DNR and Chesapeake dealers count a bushel (the 8-gallon crab basket) as
 *   about 6 to 7 dozen hard crabs of legal size; we take 6 dozen (72 crabs), the low end, so dozens
 *   are never under-counted towards a bushel cap. A bushel of crabs weighs about 35 to 45 lb; we
 *   take 40 lb, which makes one crab 5/9 lb.
 * - Oysters and clams: Chesapeake dealers quote 100 to 150 market oysters to the bushel; we take
 *   120 (10 dozen), again about 40 lb in the shell, so one shellfish in the shell is 1/3 lb.
 * - Fish (striped bass, white perch and anything else): a fish counts as 2 lb, between a white
 *   perch (well under 1 lb) and a legal rockfish (5 lb and up); a bushel of fish is 40 lb.
 * - A half-bushel is half a bushel, a dozen twelve pieces, in every kind.
 *
 * So every unit has a weight, and amounts are kept in ninths of a pound: the smallest unit that
 * makes every figure above a whole number, so sums and caps are exact and never rounded.
 */

export type SeafoodKind = 'crab' | 'fish' | 'shellfish';
/** The units a listing may be sold in (catch-options.ts: editUnitTypes). */
export type ListingUnit = 'piece' | 'dozen' | 'half-bushel' | 'bushel' | 'lb';

/** Ninths of a pound in one pound: the common measure of every amount. */
export const PARTS_PER_LB = 9;

/** How many ninths of a pound one listed unit is, per kind of seafood. */
export const unitConversionTable: Readonly<Record<SeafoodKind, Readonly<Record<ListingUnit, number>>>> = {
  // 1 crab = 5/9 lb; 1 dozen = 12 crabs; 1 bushel = 6 dozen = 72 crabs = 40 lb.
  crab: { piece: 5, dozen: 60, 'half-bushel': 180, bushel: 360, lb: 9 },
  // 1 fish = 2 lb; 1 bushel = 40 lb = 20 fish.
  fish: { piece: 18, dozen: 216, 'half-bushel': 180, bushel: 360, lb: 9 },
  // 1 oyster or clam = 1/3 lb; 1 bushel = 10 dozen = 120 = 40 lb.
  shellfish: { piece: 3, dozen: 36, 'half-bushel': 180, bushel: 360, lb: 9 },
};

/** What a listing's species is, for counting it. 'Other' and any unknown species count as fish. */
export function seafoodKindOf(species: string): SeafoodKind {
  const name = species.toLowerCase();
  if (name.includes('crab')) return 'crab';
  if (name.includes('oyster') || name.includes('clam') || name.includes('scallop')) return 'shellfish';
  return 'fish';
}

/**
 * One unit of `unitType` of `species`, in ninths of a pound. A unit outside the table (none of the
 * five the forms offer) counts as a bushel, the largest, so nothing unknown passes a cap for free.
 */
export function partsPerUnit(species: string, unitType: string): number {
  const kind: Readonly<Record<string, number | undefined>> = unitConversionTable[seafoodKindOf(species)];
  return kind[unitType] ?? unitConversionTable.crab.bushel;
}

/** `quantity` units of `unitType` of `species`, in ninths of a pound. */
export function partsOf(species: string, unitType: string, quantity: number): number {
  return partsPerUnit(species, unitType) * quantity;
}
