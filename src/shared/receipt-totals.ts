/**
 * A receipt's sums, in integer cents: lines are charged for what was handed over (and weighed), the service fee
 * is the one the order recorded, tax is at RECEIPT_TAX_RATE_BPS, and credit notes come off what the
 * buyer paid.
 */
import { lineEstimateCents, lineFinalCents, type SaleLine } from './weighed-lines';

/** Sales tax on receipts, in basis points of the subtotal: 0 today. The one place to change it. */
export const RECEIPT_TAX_RATE_BPS = 0;

/** A sale line; one given without its pricing is a unit line. */
type ReceiptLineInput = Pick<SaleLine, 'qty' | 'finalQty' | 'unitPriceCents'> & Partial<SaleLine>;

function saleLine(line: ReceiptLineInput): SaleLine {
  return {
    pricing: 'unit',
    estWeightMinCentilb: null,
    estWeightMaxCentilb: null,
    finalWeightCentilb: null,
    ...line,
  };
}

/**
 * `chargedCents` is what the buyer paid before any credit note: a card order is charged for its
 * lines as ordered, and a short line's difference goes back as a credit note, so its net paid is
 * the charge less the notes (not the lowered total less them again). Left out, it is the receipt's
 * total: a cash order paid at pickup for what was handed over.
 */
export function receiptTotals(
  lines: readonly ReceiptLineInput[],
  feeCents: number,
  creditNoteCents: readonly number[],
  chargedCents?: number,
) {
  // Priced by the one pricing module: what is handed over, at its weight for a weighed line.
  const lineTotals = lines.map((line) => lineFinalCents(saleLine(line)));
  const lineEstimates = lines.map((line) => lineEstimateCents(saleLine(line)));
  const subtotalCents = lineTotals.reduce((sum, cents) => sum + cents, 0);
  const taxCents = Math.floor((subtotalCents * RECEIPT_TAX_RATE_BPS + 5000) / 10000);
  const totalCents = subtotalCents + feeCents + taxCents;
  const refundedCents = creditNoteCents.reduce((sum, cents) => sum + cents, 0);
  return {
    lineTotals,
    lineEstimates,
    subtotalCents,
    feeCents,
    taxCents,
    totalCents,
    refundedCents,
    netPaidCents: Math.max(0, (chargedCents ?? totalCents) - refundedCents),
  };
}
