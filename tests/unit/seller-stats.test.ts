import { describe, expect, it } from 'vitest';
import { averageCents, completionRate, isLowStock, periodStart } from '../../src/shared/seller-stats';

const TZ = 'America/New_York';

describe('seller stats helpers', () => {
  it('rounds the completion rate to a whole percentage', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(1, 8)).toBe(13);
    expect(completionRate(5, 5)).toBe(100);
  });

  it('averages cents half up', () => {
    expect(averageCents(0, 0)).toBe(0);
    expect(averageCents(1000, 3)).toBe(333);
    expect(averageCents(1001, 2)).toBe(501);
    expect(averageCents(21000, 6)).toBe(3500);
  });

  it('flags five units or fewer as low stock', () => {
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(0)).toBe(true);
    expect(isLowStock(6)).toBe(false);
  });

  it('starts periods at local midnight on the Bay, across daylight saving', () => {
    const june = new Date('2025-06-18T16:00:00Z');
    expect(periodStart('month', june, TZ)?.toISOString()).toBe('2025-06-01T04:00:00.000Z');
    expect(periodStart('year', june, TZ)?.toISOString()).toBe('2025-01-01T05:00:00.000Z');
    // 2025-06-18 is a Wednesday; the week began on Sunday the 15th.
    expect(periodStart('week', june, TZ)?.toISOString()).toBe('2025-06-15T04:00:00.000Z');
    expect(periodStart('all', june, TZ)).toBeNull();
    // 02:00 UTC on March 1st is still February 28th in Maryland.
    expect(periodStart('month', new Date('2025-03-01T02:00:00Z'), TZ)?.toISOString()).toBe(
      '2025-02-01T05:00:00.000Z',
    );
    // A week that starts before the November change back.
    expect(periodStart('week', new Date('2025-11-04T12:00:00Z'), TZ)?.toISOString()).toBe(
      '2025-11-02T04:00:00.000Z',
    );
  });
});
