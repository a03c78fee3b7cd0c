/** A seller's month of receipts as one CSV file for their books. */

import { csvFile } from '../../../shared/csv';
import { localDateOf } from '../../../shared/pickup-slots';
import type { ReceiptDto } from '../../../shared/receipt.dto';

const header = [
  'Number',
  'Issued',
  'Order',
  'Buyer',
  'Subtotal',
  'Fee',
  'Tax',
  'Total',
  'Refunded',
  'Net',
  'Payment method',
  'Estimated weights',
  'Final weights',
];

type ReceiptLine = ReceiptDto['lines'][number];

/** Each per-pound line's weight, "Whole rockfish: 10.00 lb; ...": empty when none was sold by weight. */
function weightsCell(lines: readonly ReceiptLine[], weight: (line: ReceiptLine) => string | null): string {
  return lines
    .filter((line) => line.pricing === 'per_lb')
    .map((line) => {
      const lb = weight(line);
      return `${line.title}: ${lb === null ? 'not weighed' : `${lb} lb`}`;
    })
    .join('; ');
}

export function receiptsCsv(receipts: readonly ReceiptDto[]): string {
  const rows = receipts.map((receipt) => [
    receipt.number,
    localDateOf(new Date(receipt.issuedAt)),
    receipt.orderId,
    receipt.buyer.name,
    receipt.subtotal,
    receipt.serviceFee,
    receipt.tax,
    receipt.total,
    receipt.refunded,
    receipt.netPaid,
    receipt.paymentMethod,
    weightsCell(receipt.lines, (line) => line.estimatedLb),
    weightsCell(receipt.lines, (line) => line.finalLb),
  ]);
  return csvFile([header, ...rows]);
}
