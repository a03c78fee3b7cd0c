/**
 * How long a catch stays sellable after its harvest, by what it is and how it is prepared
 * (docs/product/sellers.md, "Freshness"). A listing's expiry may not run past its rule: the seller
 * sees the latest expiry on the form and the server refuses anything later. Live crabs carry the
 * fresh-catch rule (sold only within 24-48 hours of the catch); shellfish in the shell keep about a
 * week on ice, fresh fish and cooked seafood three days, frozen product three months.
 */
import type { categories, storedPreps } from './catch-options';

export interface FreshnessRule {
  id: 'frozen' | 'cooked' | 'live-crabs' | 'shellfish' | 'fish';
  /** Names the rule in messages: "Crabs: sold within 2 days of harvest". */
  label: string;
  maxDays: number;
}

export const freshnessRules = {
  frozen: { id: 'frozen', label: 'Frozen seafood', maxDays: 90 },
  cooked: { id: 'cooked', label: 'Steamed or cooked seafood', maxDays: 3 },
  'live-crabs': { id: 'live-crabs', label: 'Crabs', maxDays: 2 },
  shellfish: { id: 'shellfish', label: 'Oysters, clams and scallops', maxDays: 7 },
  fish: { id: 'fish', label: 'Fresh fish', maxDays: 3 },
} as const satisfies Record<FreshnessRule['id'], FreshnessRule>;

const DAY_MS = 24 * 60 * 60 * 1000;

type Category = (typeof categories)[number];
type Prep = (typeof storedPreps)[number];

/**
 * The rule for a listing: the preparation decides first (frozen, cooked), then the kind of catch.
 * Stored rows carry plain strings; anything unknown gets the strictest rule, the crabs' two days.
 */
export function freshnessRuleFor(listing: {
  category: Category | string;
  prep: Prep | string;
}): FreshnessRule {
  if (listing.prep === 'frozen') return freshnessRules.frozen;
  if (listing.prep === 'steamed') return freshnessRules.cooked;
  switch (listing.category) {
    case 'crabs':
    case 'soft-shell':
      return freshnessRules['live-crabs'];
    case 'oysters':
    case 'clams':
    case 'scallops':
      return freshnessRules.shellfish;
    case 'fish':
      return freshnessRules.fish;
    default:
      return freshnessRules['live-crabs'];
  }
}

export function latestExpiry(rule: FreshnessRule, harvestedAt: Date): Date {
  return new Date(harvestedAt.getTime() + rule.maxDays * DAY_MS);
}

/** "Tue Nov 24, 1:00 PM" on the dock's clock, whatever the reader's time zone. */
export function formatDockTime(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(date)
    .replace(/^(\w+), /, '$1 ')
    .replace(' at ', ', ');
}
