/** A seller's month of receipts as one CSV file for their books. */

import { localDateOf } from '../../../shared/pickup-slots';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import { cell } from './pickup-day';

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
];

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
  ]);
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
