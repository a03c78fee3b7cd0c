import { describe, expect, it } from 'vitest';
import { formatDockTime, freshnessRuleFor, latestExpiry } from '../../src/shared/freshness';

describe('freshness from the harvest', () => {
  it('picks the rule by preparation first, then by the kind of catch', () => {
    expect(freshnessRuleFor({ category: 'crabs', prep: 'live' }).maxDays).toBe(2);
    expect(freshnessRuleFor({ category: 'soft-shell', prep: 'live' }).maxDays).toBe(2);
    expect(freshnessRuleFor({ category: 'crabs', prep: 'steamed' }).maxDays).toBe(3);
    expect(freshnessRuleFor({ category: 'oysters', prep: 'shucked' }).maxDays).toBe(7);
    expect(freshnessRuleFor({ category: 'clams', prep: 'live' }).maxDays).toBe(7);
    expect(freshnessRuleFor({ category: 'fish', prep: 'filleted' }).maxDays).toBe(3);
    expect(freshnessRuleFor({ category: 'fish', prep: 'frozen' }).maxDays).toBe(90);
    // Anything unknown in stored data gets the strictest rule.
    expect(freshnessRuleFor({ category: 'eels', prep: 'smoked' }).maxDays).toBe(2);
  });

  it('counts whole days from the harvest instant, across the November clock change', () => {
    const harvest = new Date('2026-10-31T14:00:00Z'); // 10:00 AM EDT
    const latest = latestExpiry(freshnessRuleFor({ category: 'crabs', prep: 'live' }), harvest);
    expect(latest.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    // On the dock's clock that is 9:00 AM EST, an hour "earlier" than the harvest's wall time.
    expect(formatDockTime(latest)).toBe('Mon Nov 2, 9:00 AM');
  });
});
