import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serviceFeeCents } from '../../src/shared/money';
import { refundBody, shortLinesBody } from '../../src/shared/sale.schema';
import { handedOverQty, isShortLine, linesRefundCents, refundableCents } from '../../src/shared/short-lines';
import {
  cardChargedCents,
  estimatedAmounts,
  finalAmounts,
  type SaleLine,
} from '../../src/shared/weighed-lines';

type UnitLine = Pick<SaleLine, 'unitPriceCents' | 'qty' | 'finalQty'>;
const unitLine = (line: UnitLine): SaleLine => ({
  pricing: 'unit',
  estWeightMinCentilb: null,
  estWeightMaxCentilb: null,
  finalWeightCentilb: null,
  ...line,
});
// Unit lines priced by the one pricing module: as ordered, and for what is handed over.
const orderedAmounts = (lines: UnitLine[], paidBy: 'cash' | 'card') =>
  estimatedAmounts(lines.map(unitLine), paidBy);
const handedOverAmounts = (lines: UnitLine[], paidBy: 'cash' | 'card') =>
  finalAmounts(lines.map(unitLine), paidBy);

const line = fc
  .record({ unitPriceCents: fc.integer({ min: 1, max: 50_000 }), qty: fc.integer({ min: 1, max: 200 }) })
  .chain((ordered) =>
    fc.record({
      unitPriceCents: fc.constant(ordered.unitPriceCents),
      qty: fc.constant(ordered.qty),
      finalQty: fc.option(fc.integer({ min: 0, max: ordered.qty }), { nil: null }),
    }),
  );
const method = fc.constantFrom('cash' as const, 'card' as const);

describe('short lines: the totals', () => {
  it('prices 8 of 12 dozen at $10.00 with the 5 % card fee', () => {
    const lines = [{ unitPriceCents: 1000, qty: 12, finalQty: 8 }];
    expect(orderedAmounts(lines, 'card')).toMatchObject({
      subtotalCents: 12000,
      feesCents: 600,
      totalCents: 12600,
    });
    expect(handedOverAmounts(lines, 'card')).toMatchObject({
      subtotalCents: 8000,
      feesCents: 400,
      totalCents: 8400,
    });
    expect(handedOverAmounts(lines, 'cash')).toMatchObject({ feesCents: 0, totalCents: 8000 });
    expect(handedOverQty(lines[0]!)).toBe(8);
    expect(isShortLine(lines[0]!)).toBe(true);
    expect(isShortLine({ qty: 12, finalQty: 12 })).toBe(false);
    expect(isShortLine({ qty: 12, finalQty: null })).toBe(false);
  });

  it('never charges more than as ordered, and the fee is the existing rule on the new subtotal', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), method, (lines, paidBy) => {
        const before = orderedAmounts(lines, paidBy);
        const after = handedOverAmounts(lines, paidBy);
        expect(Number.isSafeInteger(after.totalCents)).toBe(true);
        expect(after.totalCents).toBeLessThanOrEqual(before.totalCents);
        expect(after.feesCents).toBe(paidBy === 'card' ? serviceFeeCents(after.subtotalCents) : 0);
        expect(after.totalCents).toBe(after.subtotalCents + after.feesCents + after.taxCents);
        const asOrdered = lines.map((l) => ({ ...l, finalQty: null }));
        expect(handedOverAmounts(asOrdered, paidBy)).toEqual(before);
      }),
    );
  });

  it('shorting in steps gives back exactly what shorting at once does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
        (unitPriceCents, qty, cuts) => {
          let finalQty = qty;
          let refunded = 0;
          for (const cut of cuts) {
            const next = Math.max(0, finalQty - (cut % (qty + 1)));
            const was = handedOverAmounts([{ unitPriceCents, qty, finalQty }], 'card').totalCents;
            const now = handedOverAmounts([{ unitPriceCents, qty, finalQty: next }], 'card').totalCents;
            refunded += was - now;
            finalQty = next;
          }
          const charged = orderedAmounts([{ unitPriceCents, qty, finalQty: null }], 'card').totalCents;
          const left = handedOverAmounts([{ unitPriceCents, qty, finalQty }], 'card').totalCents;
          expect(refunded).toBe(charged - left);
        },
      ),
    );
  });

  it('refunds lines at their price plus, by card, the fee paid on them; never below what is left', () => {
    expect(linesRefundCents([{ unitPriceCents: 1000, qty: 2 }], 'card')).toBe(2100);
    expect(linesRefundCents([{ unitPriceCents: 1000, qty: 2 }], 'cash')).toBe(2000);
    expect(refundableCents(12600, [4200, 1050])).toBe(7350);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(100_000)), (paid, notes) => {
        expect(refundableCents(paid, notes)).toBeGreaterThanOrEqual(0);
        expect(refundableCents(paid, notes)).toBeLessThanOrEqual(paid);
      }),
    );
  });
});

describe('what a card order was charged', () => {
  const lines = [unitLine({ unitPriceCents: 1000, qty: 12, finalQty: 8 })];

  it('is what the provider captured once recorded, otherwise the lines as ordered with the fee', () => {
    expect(cardChargedCents(8400, lines)).toBe(8400);
    expect(cardChargedCents(0, lines)).toBe(0);
    expect(cardChargedCents(null, lines)).toBe(12600);
  });
});

describe('short lines and refunds: the request bodies', () => {
  it('takes lines and a reason, each line once', () => {
    expect(shortLinesBody.safeParse({ lines: [{ itemId: 'a', qty: 0 }], reason: ' soft ' }).data).toEqual({
      lines: [{ itemId: 'a', qty: 0 }],
      reason: 'soft',
    });
    const twice = {
      lines: [
        { itemId: 'a', qty: 1 },
        { itemId: 'a', qty: 2 },
      ],
      reason: 'x',
    };
    expect(shortLinesBody.safeParse(twice).success).toBe(false);
  });

  it('takes exactly one of an amount (as cents) or lines', () => {
    expect(refundBody.safeParse({ amount: '12.50', reason: 'x' }).data).toMatchObject({ amount: 1250 });
    expect(refundBody.safeParse({ reason: 'x' }).success).toBe(false);
    expect(
      refundBody.safeParse({ amount: '1.00', lines: [{ itemId: 'a', qty: 1 }], reason: 'x' }).success,
    ).toBe(false);
  });
});
