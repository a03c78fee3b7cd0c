import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { limitsFor, limitViolation, sellerTypeLimits, weeklyLimitRule } from '../../src/shared/seller-limits';
import { PARTS_PER_LB, partsOf, seafoodKindOf, unitConversionTable } from '../../src/shared/unit-conversions';

const fisher = sellerTypeLimits.recreational_fisher!;
const crabber = sellerTypeLimits.recreational_crabber!;
const shellfish = sellerTypeLimits.recreational_shellfish!;

const crabs = (unitType: string, quantity: number) => ({ species: 'Blue Crab', unitType, quantity });
const perch = (unitType: string, quantity: number) => ({ species: 'White Perch', unitType, quantity });
const oysters = (unitType: string, quantity: number) => ({ species: 'Oysters', unitType, quantity });

const units = ['piece', 'dozen', 'half-bushel', 'bushel', 'lb'] as const;
const species = ['Blue Crab', 'Striped Bass', 'White Perch', 'Oysters', 'Clams', 'Other'] as const;

describe('unit conversion table', () => {
  it('follows the Maryland conventions it documents', () => {
    const crab = unitConversionTable.crab;
    expect(crab.bushel / crab.dozen).toBe(6);
    expect(crab.bushel / crab['half-bushel']).toBe(2);
    expect(crab.dozen / crab.piece).toBe(12);
    expect(crab.bushel / crab.lb).toBe(40);
    expect(unitConversionTable.shellfish.bushel / unitConversionTable.shellfish.piece).toBe(120);
    expect(unitConversionTable.fish.piece / PARTS_PER_LB).toBe(2);
    for (const kind of Object.values(unitConversionTable)) {
      expect(kind.lb).toBe(PARTS_PER_LB);
      expect(kind.dozen).toBe(12 * kind.piece);
      expect(kind.bushel).toBe(2 * kind['half-bushel']);
      for (const value of Object.values(kind)) expect(Number.isInteger(value) && value > 0).toBe(true);
    }
  });

  it('knows the kind of every species the forms offer', () => {
    expect(seafoodKindOf('Blue Crab')).toBe('crab');
    expect(seafoodKindOf('Oysters')).toBe('shellfish');
    expect(seafoodKindOf('Clams')).toBe('shellfish');
    expect(seafoodKindOf('Striped Bass')).toBe('fish');
    expect(seafoodKindOf('Other')).toBe('fish');
  });

  it('counts every unit, and a listing is the sum of its units (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...species),
        fc.constantFrom(...units),
        fc.nat(10_000),
        fc.nat(10_000),
        (name, unit, a, b) => {
          expect(partsOf(name, unit, a + b)).toBe(partsOf(name, unit, a) + partsOf(name, unit, b));
          if (a > 0) expect(partsOf(name, unit, a)).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('seller limits', () => {
  it("an admin's weekly limit replaces the seller type's; commercial fishers and charter boats have none", () => {
    expect(limitsFor({ sellerType: 'commercial', weeklyQuantityLimit: null })).toEqual([]);
    expect(limitsFor({ sellerType: 'commercial_fisher', weeklyQuantityLimit: null })).toEqual([]);
    expect(limitsFor({ sellerType: 'charter_boat', weeklyQuantityLimit: 20 })).toHaveLength(1);
    const crabberWithLimit = limitsFor({ sellerType: 'recreational_crabber', weeklyQuantityLimit: 20 });
    expect(crabberWithLimit.map((rule) => rule.rule)).toEqual(['Your weekly limit is 20 lbs.']);
    expect(limitsFor({ sellerType: 'recreational_crabber', weeklyQuantityLimit: null })).toEqual([crabber]);
  });

  it('recreational fishers: 30 fish per listing, a dozen is 12, a pound half a fish', () => {
    expect(limitViolation(fisher, perch('piece', 30), [])).toBeNull();
    expect(limitViolation(fisher, perch('piece', 31), [])).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 31 fish, over the limit by 1 piece.',
    );
    expect(limitViolation(fisher, perch('dozen', 3), [])).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 36 fish, over the limit by 1 dozen.',
    );
    expect(limitViolation(fisher, perch('lb', 60), [])).toBeNull();
    // The audit's 500 lb listing.
    expect(limitViolation(fisher, perch('lb', 500), [])).toBe(
      'Recreational fishers may list at most 30 fish per listing. This listing offers 250 fish, over the limit by 440 lbs.',
    );
  });

  it('recreational crabbers: 3 bushels across the week, dozens and pounds counted in', () => {
    expect(limitViolation(crabber, crabs('half-bushel', 2), [crabs('bushel', 2)])).toBeNull();
    expect(limitViolation(crabber, crabs('half-bushel', 3), [crabs('bushel', 2)])).toBe(
      'Recreational crabbers may list at most 3 bushels per week. You have listed 2 bushels in the last 7 days, so you can add 1 bushel more. This listing is over the limit by 1 half-bushel.',
    );
    // The audit's 30 dozen after the 3 bushels: 5 bushels over.
    expect(limitViolation(crabber, crabs('dozen', 30), [crabs('bushel', 3)])).toBe(
      'Recreational crabbers may list at most 3 bushels per week. You have listed 3 bushels in the last 7 days, which is the limit. This listing is over the limit by 30 dozen.',
    );
    expect(limitViolation(crabber, crabs('dozen', 6), [crabs('bushel', 2)])).toBeNull();
    expect(limitViolation(crabber, crabs('dozen', 7), [crabs('bushel', 2)])).toContain(
      'over the limit by 1 dozen',
    );
    expect(limitViolation(crabber, crabs('lb', 41), [crabs('bushel', 2)])).toContain(
      'over the limit by 1 lb.',
    );
    expect(limitViolation(crabber, crabs('bushel', 1), [crabs('half-bushel', 5)])).toContain(
      'You have listed 2.5 bushels in the last 7 days, so you can add 0.5 bushels more.',
    );
  });

  it('recreational shellfish harvesters: 2 dozen a day, pieces a twelfth, a bushel 10 dozen', () => {
    expect(limitViolation(shellfish, oysters('piece', 24), [])).toBeNull();
    expect(limitViolation(shellfish, oysters('piece', 1), [oysters('dozen', 2)])).toBe(
      'Recreational shellfish harvesters may list at most 2 dozen per day. You have listed 2 dozen in the last 24 hours, which is the limit. This listing is over the limit by 1 piece.',
    );
    expect(limitViolation(shellfish, oysters('bushel', 1), [])).toContain('over the limit by 1 bushel');
    expect(limitViolation(shellfish, oysters('lb', 9), [])).toContain('over the limit by 1 lb');
    expect(limitViolation(shellfish, oysters('lb', 8), [])).toBeNull();
  });

  it('a weekly limit counts every unit by its weight', () => {
    const rule = weeklyLimitRule(14);
    expect(limitViolation(rule, crabs('lb', 14), [])).toBeNull();
    expect(limitViolation(rule, crabs('lb', 5), [crabs('lb', 10)])).toBe(
      'Your weekly limit is 14 lbs. You have listed 10 lbs in the last 7 days, so you can add 4 lbs more. This listing is over the limit by 1 lb.',
    );
    expect(limitViolation(rule, crabs('dozen', 2), [])).toBeNull();
    expect(limitViolation(rule, crabs('dozen', 3), [])).toContain('over the limit by 1 dozen');
    expect(limitViolation(rule, perch('piece', 8), [])).toContain('over the limit by 1 piece');
  });

  it('refuses exactly what passes the cap, and the refusal names a removal that fits (property)', () => {
    const listed = fc.record({
      species: fc.constantFrom(...species),
      unitType: fc.constantFrom(...units),
      quantity: fc.integer({ min: 1, max: 400 }),
    });
    const rules = fc.constantFrom(crabber, shellfish, fisher, weeklyLimitRule(50), weeklyLimitRule(500));
    fc.assert(
      fc.property(rules, listed, fc.array(listed, { maxLength: 6 }), (rule, next, others) => {
        const amount = (item: typeof next) => partsOf(item.species, item.unitType, item.quantity);
        const before = rule.scope === 'listing' ? 0 : others.reduce((sum, item) => sum + amount(item), 0);
        const message = limitViolation(rule, next, others);
        expect(message === null).toBe(before + amount(next) <= rule.max);
        if (message === null) return;
        const over = /over the limit by (\d+) /.exec(message);
        expect(over).not.toBeNull();
        const by = Number(over![1]);
        expect(by).toBeGreaterThan(0);
        // Taking that many units off fits (or leaves nothing), and one fewer would not.
        const fewer = { ...next, quantity: next.quantity - by };
        if (fewer.quantity > 0) expect(limitViolation(rule, fewer, others)).toBeNull();
        if (by > 1 && next.quantity - by + 1 > 0) {
          expect(limitViolation(rule, { ...next, quantity: next.quantity - by + 1 }, others)).not.toBeNull();
        }
      }),
    );
  });
});
