/**
 * Seasons and limits as data (docs/product/traceability.md). These are the rules a new database
 * starts with; from then on they live in `sale_rules` and an admin changes them on the admin screen.
 * Each names where it comes from. Seasons move by regulation and by the states' yearly notices, so
 * every seeded rule is marked "check each year" for the admin.
 */
import { localDateOf } from './pickup-slots';
import type { saleRuleKinds } from './traceability-kinds';

export type SaleRuleKind = (typeof saleRuleKinds)[number];

export interface SaleRuleSeed {
  kind: SaleRuleKind;
  species: string;
  prep: string | null;
  sellerType: string | null;
  openFrom: string | null;
  openTo: string | null;
  limitValue: number | null;
  text: string;
  source: string;
}

export const seedSaleRules: readonly SaleRuleSeed[] = [
  // Maryland DNR, public oyster fishery: COMAR 08.02.04.11 (Oct 1 through Mar 31); Virginia MRC's
  // public grounds open within the same months (4 VAC 20-720).
  {
    kind: 'season',
    species: 'Oysters',
    prep: null,
    sellerType: null,
    openFrom: '10-01',
    openTo: '03-31',
    limitValue: null,
    text: 'Wild oysters from the public fishery may be sold from October 1 to March 31.',
    source: 'Maryland DNR, COMAR 08.02.04.11 (public oyster fishery season)',
  },
  // Maryland DNR, commercial blue crab season: COMAR 08.02.03.07 (Apr 1 through Dec 15).
  {
    kind: 'season',
    species: 'Blue Crab',
    prep: null,
    sellerType: null,
    openFrom: '04-01',
    openTo: '12-15',
    limitValue: null,
    text: 'Blue crabs may be caught and sold from April 1 to December 15.',
    source: 'Maryland DNR, COMAR 08.02.03.07 (commercial crab season)',
  },
  // Maryland DNR, commercial striped bass: hook-and-line and pound nets from June 1, drift gill nets
  // Dec 1 through the end of February (COMAR 08.02.15.07); no sale in the spring spawning months.
  {
    kind: 'season',
    species: 'Striped Bass',
    prep: null,
    sellerType: null,
    openFrom: '06-01',
    openTo: '02-29',
    limitValue: null,
    text: 'Striped bass (rockfish) may be sold from June 1 to the end of February; March to May is the spawning closure.',
    source: 'Maryland DNR, COMAR 08.02.15.07 (commercial striped bass seasons)',
  },
  // Maryland DNR, hard crab minimum size from July 15: COMAR 08.02.03.03 (5 1/4 inches point to point).
  {
    kind: 'size',
    species: 'Blue Crab',
    prep: null,
    sellerType: null,
    openFrom: null,
    openTo: null,
    limitValue: 525,
    text: 'Hard crabs must measure at least 5 1/4 inches point to point (5 inches before July 15).',
    source: 'Maryland DNR, COMAR 08.02.03.03 (crab size limits)',
  },
  // Maryland DNR, commercial striped bass minimum size in the Bay: COMAR 08.02.15.03 (18 inches).
  {
    kind: 'size',
    species: 'Striped Bass',
    prep: null,
    sellerType: null,
    openFrom: null,
    openTo: null,
    limitValue: 1800,
    text: 'Commercial striped bass from the Bay must be at least 18 inches long.',
    source: 'Maryland DNR, COMAR 08.02.15.03 (striped bass size limits)',
  },
];

/** Today's month and day on the Bay's clock, 'MM-DD', as season rules are written. */
export function monthDayOn(instant: Date): string {
  return localDateOf(instant).slice(5);
}

/** A season runs from `from` to `to` inclusive; when `to` comes before `from` it runs across New Year. */
export function seasonOpenOn(from: string, to: string, monthDay: string): boolean {
  return from <= to ? from <= monthDay && monthDay <= to : monthDay >= from || monthDay <= to;
}

export interface SeasonRule {
  kind: SaleRuleKind;
  species: string;
  prep: string | null;
  openFrom: string | null;
  openTo: string | null;
  text: string;
}

/** The season rules a listing of this species and preparation falls under. */
export function seasonsFor<T extends SeasonRule>(rules: readonly T[], species: string, prep: string): T[] {
  return rules.filter(
    (rule) =>
      rule.kind === 'season' &&
      rule.species === species &&
      (rule.prep === null || rule.prep === prep) &&
      rule.openFrom !== null &&
      rule.openTo !== null,
  );
}

/** The first of the listing's seasons that is closed on this day, or null when it may be sold. */
export function closedSeason<T extends SeasonRule>(
  rules: readonly T[],
  species: string,
  prep: string,
  monthDay: string,
): T | null {
  return (
    seasonsFor(rules, species, prep).find(
      (rule) => !seasonOpenOn(rule.openFrom ?? '', rule.openTo ?? '', monthDay),
    ) ?? null
  );
}

/** "In season" on a catch card: a season covers it and is open today (no season, nothing said). */
export function inSeasonOn(rules: readonly SeasonRule[], species: string, prep: string, monthDay: string) {
  return seasonsFor(rules, species, prep).length > 0 && closedSeason(rules, species, prep, monthDay) === null;
}
