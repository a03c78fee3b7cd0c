import { describe, expect, it } from 'vitest';
import { receiptNumber, receiptPrefix } from '../../src/server/features/orders/receipt-number';
import { RECEIPT_TAX_RATE_BPS, receiptTotals } from '../../src/shared/receipt-totals';

describe('receipt numbers', () => {
  it("takes the first three letters of the seller's name, uppercased, padded with X", () => {
    expect(receiptPrefix('Dobbins Crab Co.')).toBe('DOB');
    expect(receiptPrefix("o'neil & sons")).toBe('ONE');
    expect(receiptPrefix('J. 4 B')).toBe('JBX');
    expect(receiptPrefix('123')).toBe('XXX');
  });

  it('pads the sequence to six digits', () => {
    expect(receiptNumber('DOB', 42)).toBe('DOB-000042');
    expect(receiptNumber('KIM', 1_234_567)).toBe('KIM-1234567');
  });
});

describe('receipt totals', () => {
  it('charges a short line for what was handed over, adds the recorded fee and takes credit notes off', () => {
    const totals = receiptTotals(
      [
        { qty: 12, finalQty: 8, unitPriceCents: 8500 },
        { qty: 2, finalQty: null, unitPriceCents: 1999 },
        { qty: 3, finalQty: 0, unitPriceCents: 4000 },
      ],
      3600,
      [1000, 250],
    );
    expect(RECEIPT_TAX_RATE_BPS).toBe(0);
    expect(totals).toEqual({
      lineTotals: [68000, 3998, 0],
      lineEstimates: [102000, 3998, 12000],
      subtotalCents: 71998,
      feeCents: 3600,
      taxCents: 0,
      totalCents: 75598,
      refundedCents: 1250,
      netPaidCents: 74348,
    });
  });

  it("nets a card order's short-line refund once: the charge as ordered, less the credit note", () => {
    // 12 dozen at $10.00 charged with the 5 % fee ($126.00); 8 handed over ($84.00); $42.00 back by card.
    const totals = receiptTotals([{ qty: 12, finalQty: 8, unitPriceCents: 1000 }], 400, [4200], 12600);
    expect(totals).toMatchObject({ totalCents: 8400, refundedCents: 4200, netPaidCents: 8400 });
  });

  it('never shows a negative net', () => {
    expect(receiptTotals([{ qty: 1, finalQty: null, unitPriceCents: 500 }], 0, [800]).netPaidCents).toBe(0);
  });
});

describe('receipt totals of weighed lines', () => {
  it('prices a per-pound line for its weight, capped at the maximum, beside its estimate', () => {
    // $8.99/lb, two pieces about 4-6 lb: estimated 10 lb ($89.90), at most 11.5 lb ($103.39).
    const rockfish = {
      pricing: 'per_lb' as const,
      unitPriceCents: 899,
      qty: 2,
      finalQty: null,
      estWeightMinCentilb: 400,
      estWeightMaxCentilb: 600,
    };
    expect(receiptTotals([{ ...rockfish, finalWeightCentilb: 1040 }], 0, [])).toMatchObject({
      lineTotals: [9350],
      lineEstimates: [8990],
      totalCents: 9350,
    });
    expect(receiptTotals([{ ...rockfish, finalWeightCentilb: 1300 }], 0, []).lineTotals).toEqual([10339]);
  });
});
