/** The rule table's dates (docs/product/traceability.md): seasons across New Year, on the Bay's clock. */
import { describe, expect, it } from 'vitest';
import {
  closedSeason,
  inSeasonOn,
  monthDayOn,
  seasonOpenOn,
  seedSaleRules,
} from '../../src/shared/sale-rules';

describe('seasons', () => {
  it('run from their first to their last day inclusive', () => {
    expect(seasonOpenOn('04-01', '12-15', '03-31')).toBe(false);
    expect(seasonOpenOn('04-01', '12-15', '04-01')).toBe(true);
    expect(seasonOpenOn('04-01', '12-15', '12-15')).toBe(true);
    expect(seasonOpenOn('04-01', '12-15', '12-16')).toBe(false);
  });

  it('run across New Year when the last day comes before the first', () => {
    expect(seasonOpenOn('10-01', '03-31', '09-30')).toBe(false);
    expect(seasonOpenOn('10-01', '03-31', '10-01')).toBe(true);
    expect(seasonOpenOn('10-01', '03-31', '12-31')).toBe(true);
    expect(seasonOpenOn('10-01', '03-31', '01-01')).toBe(true);
    expect(seasonOpenOn('10-01', '03-31', '03-31')).toBe(true);
    expect(seasonOpenOn('10-01', '03-31', '04-01')).toBe(false);
  });

  it("read the day on the Bay's clock, not UTC's", () => {
    // 03:30 UTC on October 1 is still September 30 at the docks.
    expect(monthDayOn(new Date('2026-10-01T03:30:00Z'))).toBe('09-30');
    expect(monthDayOn(new Date('2026-10-01T04:30:00Z'))).toBe('10-01');
    // New Year's Eve evening on the Bay is already January 1 in UTC.
    expect(monthDayOn(new Date('2027-01-01T02:00:00Z'))).toBe('12-31');
  });

  it('of the published table: oysters Oct-Mar, crabs Apr to Dec 15, rockfish not in the spawning months', () => {
    const on = (species: string, monthDay: string) =>
      closedSeason(seedSaleRules, species, 'live', monthDay) === null;
    expect(on('Oysters', '07-04')).toBe(false);
    expect(on('Oysters', '01-15')).toBe(true);
    expect(on('Blue Crab', '01-15')).toBe(false);
    expect(on('Blue Crab', '07-04')).toBe(true);
    expect(on('Blue Crab', '12-16')).toBe(false);
    expect(on('Striped Bass', '04-15')).toBe(false);
    expect(on('Striped Bass', '02-29')).toBe(true);
    // No season rule: always on sale, and never called "in season".
    expect(on('Clams', '07-04')).toBe(true);
    expect(inSeasonOn(seedSaleRules, 'Clams', 'live', '07-04')).toBe(false);
    expect(inSeasonOn(seedSaleRules, 'Oysters', 'live', '12-01')).toBe(true);
    expect(closedSeason(seedSaleRules, 'Oysters', 'shucked', '07-04')?.text).toBe(
      'Wild oysters from the public fishery may be sold from October 1 to March 31.',
    );
  });

  it('are every one of them marked with a source', () => {
    for (const rule of seedSaleRules) expect(rule.source).toMatch(/Maryland DNR|Virginia MRC/);
  });
});
