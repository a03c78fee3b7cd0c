/** A receipt row and its order to the wire shape (src/shared/receipt.dto.ts). */
import { centsToDecimal } from '../../../shared/money';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import { receiptTotals } from '../../../shared/receipt-totals';
import { handedOverQty } from '../../../shared/short-lines';
import { displayNameOf } from '../../../shared/users';
import { cardChargedCents, estimatedWeightCentilb } from '../../../shared/weighed-lines';
import { centilbToLb } from '../../../shared/weights';
import { windowTextOf } from './order.mapper';
import type { OrderRecord } from './orders.repo';
import type { ReceiptRow, ReceiptsRepo } from './receipts.repo';

type CreditNoteRow = Awaited<ReturnType<ReceiptsRepo['listCreditNotes']>>[number];

export function toReceiptDto(receipt: ReceiptRow, record: OrderRecord, notes: CreditNoteRow[]): ReceiptDto {
  const { order, items, crabber, buyer } = record;
  const totals = receiptTotals(
    items,
    order.feesCents,
    notes.map((note) => note.amountCents),
    order.paymentMethod === 'card' ? cardChargedCents(order.capturedCents, items) : undefined,
  );
  const deleted = buyer.deletedAt !== null;
  return {
    number: receipt.number,
    issuedAt: receipt.issuedAt.toISOString(),
    orderId: order.id,
    seller: {
      name: crabber.displayName,
      address: order.pickupLocationAddress ?? crabber.pickupLocationAddress,
    },
    buyer: { name: displayNameOf({ ...buyer, deleted }), email: deleted ? null : buyer.email },
    pickupDate: order.pickupSlotStart?.toISOString() ?? null,
    pickupLabel: windowTextOf(record),
    lines: items.map((item, index) => ({
      title: item.title,
      unit: item.unitType,
      orderedQty: item.qty,
      handedOverQty: handedOverQty(item),
      unitPrice: centsToDecimal(item.unitPriceCents),
      lineTotal: centsToDecimal(totals.lineTotals[index]!),
      pricing: item.pricing,
      estimatedLb: item.pricing === 'per_lb' ? centilbToLb(estimatedWeightCentilb(item)) : null,
      finalLb: item.finalWeightCentilb === null ? null : centilbToLb(item.finalWeightCentilb),
      estimatedTotal: centsToDecimal(totals.lineEstimates[index]!),
    })),
    subtotal: centsToDecimal(totals.subtotalCents),
    serviceFee: centsToDecimal(totals.feeCents),
    tax: centsToDecimal(totals.taxCents),
    total: centsToDecimal(totals.totalCents),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    creditNotes: notes.map((note) => ({
      date: note.createdAt.toISOString(),
      amount: centsToDecimal(note.amountCents),
      method: note.method,
      reason: note.reason,
    })),
    refunded: centsToDecimal(totals.refundedCents),
    netPaid: centsToDecimal(totals.netPaidCents),
  };
}
