/**
 * How much a seller may list (docs/product/sellers.md). Recreational sellers have catch limits; commercial
 * fishers (and charter boats) have none. A limit counts only listings whose unit converts exactly
 * into the limit's unit: a recreational crabber's bushels and half-bushels count towards 3 bushels,
 * a dozen crabs does not (a bushel holds no fixed number of crabs). Amounts are kept in the
 * smallest whole unit (half-bushels, single shellfish) so no fraction is ever rounded.
 *
 * A listing counts with what it offered: the quantity still available plus what has been sold.
 */
import type { SellerType } from './roles';

export interface LimitRule {
  /** 'listing' caps each listing; otherwise the total over listings posted in the last N days. */
  scope: 'listing' | { days: number };
  /** The cap, in the smallest unit of `perUnit`. */
  max: number;
  /** How many of the smallest unit one listed unit is; units not named do not count. */
  perUnit: Readonly<Record<string, number>>;
  /** Turns an amount in the smallest unit into words, e.g. 6 -> '3 bushels'. */
  describe: (amount: number) => string;
  /** The sentence shown when the cap would be passed. */
  rule: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const formatNumber = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

export const sellerTypeLimits: Partial<Record<SellerType, LimitRule>> = {
  recreational_fisher: {
    scope: 'listing',
    max: 30,
    perUnit: { piece: 1, dozen: 12 },
    describe: (fish) => plural(fish, 'fish', 'fish'),
    rule: 'Recreational fishers may list at most 30 fish per listing.',
  },
  recreational_crabber: {
    scope: { days: 7 },
    max: 6,
    perUnit: { bushel: 2, 'half-bushel': 1 },
    describe: (halves) => `${formatNumber(halves / 2)} ${halves === 2 ? 'bushel' : 'bushels'}`,
    rule: 'Recreational crabbers may list at most 3 bushels per week.',
  },
  recreational_shellfish: {
    scope: { days: 1 },
    max: 24,
    perUnit: { dozen: 12, piece: 1 },
    describe: (pieces) =>
      pieces % 12 === 0 ? plural(pieces / 12, 'dozen', 'dozen') : plural(pieces, 'piece', 'pieces'),
    rule: 'Recreational shellfish harvesters may list at most 2 dozen per day.',
  },
};

/** An admin-set weekly limit, shown in lbs: it counts listings sold by the pound. */
export function weeklyLimitRule(limitLbs: number): LimitRule {
  return {
    scope: { days: 7 },
    max: limitLbs,
    perUnit: { lb: 1 },
    describe: (lbs) => plural(lbs, 'lb', 'lbs'),
    rule: `Your weekly limit is ${limitLbs} lbs.`,
  };
}

/** Every limit that applies to a seller. */
export function limitsFor(seller: {
  sellerType: SellerType;
  weeklyQuantityLimit: number | null;
}): LimitRule[] {
  const rules: LimitRule[] = [];
  const typeRule = sellerTypeLimits[seller.sellerType];
  if (typeRule) rules.push(typeRule);
  if (seller.weeklyQuantityLimit !== null) rules.push(weeklyLimitRule(seller.weeklyQuantityLimit));
  return rules;
}

export interface ListedQuantity {
  unitType: string;
  /** Available plus sold. */
  quantity: number;
}

export function amountIn(rule: LimitRule, listed: ListedQuantity): number {
  return (rule.perUnit[listed.unitType] ?? 0) * listed.quantity;
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
  const own = amountIn(rule, next);
  if (own === 0) return null;
  if (rule.scope === 'listing') {
    return own > rule.max ? `${rule.rule} This listing offers ${rule.describe(own)}.` : null;
  }
  const before = others.reduce((sum, listed) => sum + amountIn(rule, listed), 0);
  if (before + own <= rule.max) return null;
  const period = rule.scope.days === 1 ? 'in the last 24 hours' : `in the last ${rule.scope.days} days`;
  const left = Math.max(0, rule.max - before);
  const listed = `${rule.rule} You have listed ${rule.describe(before)} ${period}`;
  return left === 0
    ? `${listed}, which is the limit.`
    : `${listed}, so you can add ${rule.describe(left)} more.`;
}
