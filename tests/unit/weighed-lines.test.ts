import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  estimatedAmounts,
  finalAmounts,
  isFullyWeighed,
  lineEstimateCents,
  lineFinalCents,
  lineMaxCents,
  maxAmounts,
  maxWeightCentilb,
  type SaleLine,
  weightCents,
} from '../../src/shared/weighed-lines';

const rockfish: SaleLine = {
  pricing: 'per_lb',
  unitPriceCents: 899,
  qty: 2,
  finalQty: null,
  estWeightMinCentilb: 400,
  estWeightMaxCentilb: 600,
  finalWeightCentilb: null,
};
const crabs: SaleLine = {
  pricing: 'unit',
  unitPriceCents: 8500,
  qty: 3,
  finalQty: null,
  estWeightMinCentilb: null,
  estWeightMaxCentilb: null,
  finalWeightCentilb: null,
};

describe('weighed lines', () => {
  it('estimates two 4-6 lb fish at 10 lb and caps them at 11.5 lb', () => {
    expect(lineEstimateCents(rockfish)).toBe(8990);
    expect(maxWeightCentilb(rockfish)).toBe(1150);
    expect(lineMaxCents(rockfish)).toBe(weightCents(899, 1150));
  });

  it('charges the weight, and a heavier catch at the maximum', () => {
    expect(lineFinalCents({ ...rockfish, finalWeightCentilb: 937 })).toBe(8424);
    expect(lineFinalCents({ ...rockfish, finalWeightCentilb: 2000 })).toBe(lineMaxCents(rockfish));
  });

  it('caps a short weighed line at the maximum for the pieces handed over', () => {
    const one = { ...rockfish, finalQty: 1, finalWeightCentilb: 900 };
    expect(lineFinalCents(one)).toBe(weightCents(899, maxWeightCentilb(rockfish, 1)));
    expect(lineFinalCents({ ...rockfish, finalQty: 0 })).toBe(0);
  });

  it('prices unit lines as before: estimate, maximum and final agree until short', () => {
    expect(lineEstimateCents(crabs)).toBe(25500);
    expect(lineMaxCents(crabs)).toBe(25500);
    expect(lineFinalCents({ ...crabs, finalQty: 2 })).toBe(17000);
  });

  it('adds the card fee on each total and none for cash', () => {
    expect(estimatedAmounts([crabs, rockfish], 'card')).toEqual({
      subtotalCents: 34490,
      feesCents: 1725,
      taxCents: 0,
      totalCents: 36215,
    });
    expect(maxAmounts([crabs], 'cash').totalCents).toBe(25500);
  });

  it('knows when every weighed line handed over has its weight', () => {
    expect(isFullyWeighed([crabs, rockfish])).toBe(false);
    expect(isFullyWeighed([crabs, { ...rockfish, finalWeightCentilb: 950 }])).toBe(true);
    expect(isFullyWeighed([{ ...rockfish, finalQty: 0 }])).toBe(true);
  });

  it('never charges more than the maximum, whatever is weighed or handed over', () => {
    const line = fc.record({
      pricing: fc.constantFrom('unit' as const, 'per_lb' as const),
      unitPriceCents: fc.integer({ min: 1, max: 100_000 }),
      qty: fc.integer({ min: 1, max: 50 }),
      min: fc.integer({ min: 1, max: 5_000 }),
      spread: fc.integer({ min: 0, max: 5_000 }),
      short: fc.option(fc.nat(), { nil: null }),
      weight: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('card' as const, 'cash' as const),
        (raw, method) => {
          const lines: SaleLine[] = raw.map((l) => ({
            pricing: l.pricing,
            unitPriceCents: l.unitPriceCents,
            qty: l.qty,
            finalQty: l.short === null ? null : l.short % (l.qty + 1),
            estWeightMinCentilb: l.pricing === 'per_lb' ? l.min : null,
            estWeightMaxCentilb: l.pricing === 'per_lb' ? l.min + l.spread : null,
            finalWeightCentilb: l.pricing === 'per_lb' ? l.weight : null,
          }));
          for (const l of lines) expect(Number.isSafeInteger(lineFinalCents(l))).toBe(true);
          expect(finalAmounts(lines, method).totalCents).toBeLessThanOrEqual(
            maxAmounts(lines, method).totalCents,
          );
          expect(estimatedAmounts(lines, method).totalCents).toBeLessThanOrEqual(
            maxAmounts(lines, method).totalCents,
          );
        },
      ),
    );
  });
});
