import { describe, expect, it } from 'vitest';
import { limitsFor, limitViolation, sellerTypeLimits, weeklyLimitRule } from '../../src/shared/seller-limits';

const fisher = sellerTypeLimits.recreational_fisher!;
const crabber = sellerTypeLimits.recreational_crabber!;
const shellfish = sellerTypeLimits.recreational_shellfish!;

describe('seller limits', () => {
  it('commercial fishers and charter boats are unlimited unless an admin sets a weekly limit', () => {
    expect(limitsFor({ sellerType: 'commercial', weeklyQuantityLimit: null })).toEqual([]);
    expect(limitsFor({ sellerType: 'commercial_fisher', weeklyQuantityLimit: null })).toEqual([]);
    expect(limitsFor({ sellerType: 'charter_boat', weeklyQuantityLimit: 20 })).toHaveLength(1);
    expect(limitsFor({ sellerType: 'recreational_crabber', weeklyQuantityLimit: 20 })).toHaveLength(2);
  });

  it('recreational fishers: 30 fish per listing, a dozen is 12, pounds are not counted', () => {
    expect(limitViolation(fisher, { unitType: 'piece', quantity: 30 }, [])).toBeNull();
    expect(limitViolation(fisher, { unitType: 'piece', quantity: 31 }, [])).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 31 fish.',
    );
    expect(limitViolation(fisher, { unitType: 'dozen', quantity: 3 }, [])).toContain('36 fish');
    expect(limitViolation(fisher, { unitType: 'lb', quantity: 500 }, [])).toBeNull();
  });

  it('recreational crabbers: 3 bushels across the week, half-bushels count half', () => {
    const others = [
      { unitType: 'bushel', quantity: 2 },
      { unitType: 'dozen', quantity: 50 },
    ];
    expect(limitViolation(crabber, { unitType: 'half-bushel', quantity: 2 }, others)).toBeNull();
    expect(limitViolation(crabber, { unitType: 'half-bushel', quantity: 3 }, others)).toBe(
      'Recreational crabbers may list at most 3 bushels per week. You have listed 2 bushels in the last 7 days, so you can add 1 bushel more.',
    );
    expect(
      limitViolation(crabber, { unitType: 'bushel', quantity: 1 }, [
        { unitType: 'half-bushel', quantity: 5 },
      ]),
    ).toContain('You have listed 2.5 bushels in the last 7 days, so you can add 0.5 bushels more.');
  });

  it('recreational shellfish harvesters: 2 dozen a day, pieces count a twelfth', () => {
    expect(limitViolation(shellfish, { unitType: 'piece', quantity: 24 }, [])).toBeNull();
    expect(
      limitViolation(shellfish, { unitType: 'piece', quantity: 1 }, [{ unitType: 'dozen', quantity: 2 }]),
    ).toBe(
      'Recreational shellfish harvesters may list at most 2 dozen per day. You have listed 2 dozen in the last 24 hours, which is the limit.',
    );
    expect(limitViolation(shellfish, { unitType: 'bushel', quantity: 1 }, [])).toBeNull();
  });

  it('a weekly limit counts pounds', () => {
    const rule = weeklyLimitRule(14);
    expect(limitViolation(rule, { unitType: 'lb', quantity: 14 }, [])).toBeNull();
    expect(limitViolation(rule, { unitType: 'lb', quantity: 5 }, [{ unitType: 'lb', quantity: 10 }])).toBe(
      'Your weekly limit is 14 lbs. You have listed 10 lbs in the last 7 days, so you can add 4 lbs more.',
    );
    expect(limitViolation(rule, { unitType: 'dozen', quantity: 100 }, [])).toBeNull();
  });
});
