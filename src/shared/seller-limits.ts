/**
 * How much a seller may list (docs/product/sellers.md). Recreational sellers have catch limits; commercial
 * fishers (and charter boats) have none. An admin may set a weekly limit in lbs on any seller, which
 * then replaces their seller type's own limit. Every unit counts against every limit through the
 * conversion table of src/shared/unit-conversions.ts: a dozen crabs counts towards a crabber's
 * bushels, pounds of fish towards a fisher's fish. Amounts are kept in ninths of a pound there, so
 * no sum is ever rounded; only the words shown round.
 *
 * A listing counts with what it offered: the quantity still available plus what has been sold.
 */
import type { SellerType } from './roles';
import { PARTS_PER_LB, partsOf, partsPerUnit, unitConversionTable } from './unit-conversions';

export interface LimitRule {
  /** 'listing' caps each listing; otherwise the total over listings posted in the last N days. */
  scope: 'listing' | { days: number };
  /** The cap, in ninths of a pound (unit-conversions.ts). */
  max: number;
  /** Turns an amount in ninths of a pound into the rule's words, e.g. 1080 -> '3 bushels'. */
  describe: (parts: number) => string;
  /** The sentence shown when the cap would be passed. */
  rule: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** At most two decimals, none when whole: 2.5, 0.03, 3. */
const formatNumber = (value: number) => String(Number(value.toFixed(2)));

const BUSHEL = unitConversionTable.crab.bushel;
const FISH = unitConversionTable.fish.piece;
const SHELLFISH_DOZEN = unitConversionTable.shellfish.dozen;

export const sellerTypeLimits: Partial<Record<SellerType, LimitRule>> = {
  recreational_fisher: {
    scope: 'listing',
    max: 30 * FISH,
    describe: (parts) => {
      const fish = Number(formatNumber(parts / FISH));
      return plural(fish, 'fish', 'fish');
    },
    rule: 'Recreational fishers may list at most 30 fish per listing.',
  },
  recreational_crabber: {
    scope: { days: 7 },
    max: 3 * BUSHEL,
    describe: (parts) => {
      const bushels = Number(formatNumber(parts / BUSHEL));
      return plural(bushels, 'bushel', 'bushels');
    },
    rule: 'Recreational crabbers may list at most 3 bushels per week.',
  },
  recreational_shellfish: {
    scope: { days: 1 },
    max: 2 * SHELLFISH_DOZEN,
    describe: (parts) => `${formatNumber(parts / SHELLFISH_DOZEN)} dozen`,
    rule: 'Recreational shellfish harvesters may list at most 2 dozen per day.',
  },
};

/** An admin-set weekly limit in lbs: every listing counts by its weight. */
export function weeklyLimitRule(limitLbs: number): LimitRule {
  return {
    scope: { days: 7 },
    max: limitLbs * PARTS_PER_LB,
    describe: (parts) => {
      const lbs = Number(formatNumber(parts / PARTS_PER_LB));
      return plural(lbs, 'lb', 'lbs');
    },
    rule: `Your weekly limit is ${limitLbs} lbs.`,
  };
}

/** The limit that applies to a seller: the admin's weekly limit when set, else their type's. */
export function limitsFor(seller: {
  sellerType: SellerType;
  weeklyQuantityLimit: number | null;
}): LimitRule[] {
  if (seller.weeklyQuantityLimit !== null) return [weeklyLimitRule(seller.weeklyQuantityLimit)];
  const typeRule = sellerTypeLimits[seller.sellerType];
  return typeRule ? [typeRule] : [];
}

export interface ListedQuantity {
  species: string;
  unitType: string;
  /** Available plus sold. */
  quantity: number;
}

export function amountOf(listed: ListedQuantity): number {
  return partsOf(listed.species, listed.unitType, listed.quantity);
}

const unitWords: Record<string, [string, string]> = {
  dozen: ['dozen', 'dozen'],
  'half-bushel': ['half-bushel', 'half-bushels'],
  bushel: ['bushel', 'bushels'],
  lb: ['lb', 'lbs'],
  piece: ['piece', 'pieces'],
};

/** How many of the listing's own units take it back under the cap: whole units, rounded up. */
export function overBy(listed: ListedQuantity, overParts: number): string {
  const units = Math.ceil(overParts / partsPerUnit(listed.species, listed.unitType));
  const [one, many] = unitWords[listed.unitType] ?? [listed.unitType, listed.unitType];
  return `over the limit by ${plural(units, one, many)}`;
}

/**
 * The message refusing `next` (a new or changed listing), or null when it fits. `others` are the
 * seller's other listings inside the rule's period; a per-listing rule ignores them.
 */
export function limitViolation(
  rule: LimitRule,
  next: ListedQuantity,
  others: ListedQuantity[],
): string | null {
  const own = amountOf(next);
  if (own === 0) return null;
  if (rule.scope === 'listing') {
    return own > rule.max
      ? `${rule.rule} This listing offers ${rule.describe(own)}, ${overBy(next, own - rule.max)}.`
      : null;
  }
  const before = others.reduce((sum, listed) => sum + amountOf(listed), 0);
  if (before + own <= rule.max) return null;
  const period = rule.scope.days === 1 ? 'in the last 24 hours' : `in the last ${rule.scope.days} days`;
  const left = Math.max(0, rule.max - before);
  const listed = `${rule.rule} You have listed ${rule.describe(before)} ${period}`;
  const over = `This listing is ${overBy(next, before + own - rule.max)}.`;
  return left === 0
    ? `${listed}, which is the limit. ${over}`
    : `${listed}, so you can add ${rule.describe(left)} more. ${over}`;
}
