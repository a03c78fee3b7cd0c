/**
 * A receipt's sums, in integer cents: lines are charged for what was handed over, the service fee
 * is the one the order recorded, tax is at RECEIPT_TAX_RATE_BPS, and credit notes come off the total.
 */

/** Sales tax on receipts, in basis points of the subtotal: 0 today. The one place to change it. */
export const RECEIPT_TAX_RATE_BPS = 0;

interface ReceiptLineInput {
  qty: number;
  finalQty: number | null;
  unitPriceCents: number;
}

/** What was handed over at the dock: the short quantity once a line was marked short. */
export function handedOverQty(line: Pick<ReceiptLineInput, 'qty' | 'finalQty'>): number {
  return line.finalQty ?? line.qty;
}

export function receiptTotals(
  lines: readonly ReceiptLineInput[],
  feeCents: number,
  creditNoteCents: readonly number[],
) {
  const lineTotals = lines.map((line) => handedOverQty(line) * line.unitPriceCents);
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const taxCents = Math.floor((subtotalCents * RECEIPT_TAX_RATE_BPS + 5000) / 10000);
  const totalCents = subtotalCents + feeCents + taxCents;
  const refundedCents = creditNoteCents.reduce((sum, cents) => sum + cents, 0);
  return {
    lineTotals,
    subtotalCents,
    feeCents,
    taxCents,
    totalCents,
    refundedCents,
    netPaidCents: Math.max(0, totalCents - refundedCents),
  };
}
