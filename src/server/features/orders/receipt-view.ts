/** A receipt row and its order to the wire shape (src/shared/receipt.dto.ts). */
import { licenceLabels, licenceNeededFor, licenceRunsOn } from '../../../shared/licence-rules';
import { centsToDecimal } from '../../../shared/money';
import { localDateOf } from '../../../shared/pickup-slots';
import type { ReceiptDto } from '../../../shared/receipt.dto';
import { receiptTotals } from '../../../shared/receipt-totals';
import { handedOverQty } from '../../../shared/short-lines';
import { displayNameOf } from '../../../shared/users';
import { cardChargedCents, estimatedWeightCentilb } from '../../../shared/weighed-lines';
import { centilbToLb } from '../../../shared/weights';
import type { sellerLicences } from '../../db/tables';
import { windowTextOf } from './order.mapper';
import type { OrderRecord } from './orders.repo';
import type { ReceiptRow, ReceiptsRepo } from './receipts.repo';

type CreditNoteRow = Awaited<ReturnType<ReceiptsRepo['listCreditNotes']>>[number];

/** A seller's licence as the receipt needs it (the licences feature keeps them). */
export type HeldLicence = Pick<
  typeof sellerLicences.$inferSelect,
  'type' | 'number' | 'expiresOn' | 'verifiedAt'
>;

/** "Commercial crab licence CB-20417": the seller's licence as a receipt names it. */
export const receiptLicenceText = (licence: Pick<HeldLicence, 'type' | 'number'>) =>
  `${licenceLabels[licence.type]} ${licence.number}`;

/**
 * The seller's checked licences that covered the order's catch on the day of the receipt: those of a
 * type a line's species needs (licence-rules.ts), running on that day.
 */
export function licencesOnReceipt(licences: HeldLicence[], record: OrderRecord, issuedAt: Date): string[] {
  const day = localDateOf(issuedAt);
  const needed = new Set(record.items.map((item) => licenceNeededFor(item.species)));
  return licences
    .filter(
      (licence) =>
        licence.verifiedAt !== null && needed.has(licence.type) && licenceRunsOn(licence.expiresOn, day),
    )
    .map(receiptLicenceText);
}

export function toReceiptDto(
  receipt: ReceiptRow,
  record: OrderRecord,
  notes: CreditNoteRow[],
  licences: string[],
): ReceiptDto {
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
      licences,
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
      lotCode: item.lotCode,
      shellfishTag: item.trace?.shellfishTag ?? null,
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
