/** Order rows to the wire shape, and the few phrases notifications and e-mails build from them. */

import { centsToDecimal } from '../../../shared/money';
import type { CreditNoteDto } from '../../../shared/order.dto';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder, shortOrderId } from '../../../shared/order-status';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { handedOverQty } from '../../../shared/short-lines';
import { displayNameOf } from '../../../shared/users';
import {
  estimatedAmounts,
  estimatedWeightCentilb,
  finalAmounts,
  lineFinalCents,
  maxAmounts,
} from '../../../shared/weighed-lines';
import { centilbToLb } from '../../../shared/weights';
import type { CreditNoteRow } from './order-record';
import type { OrderRecord } from './orders.repo';

export function toCreditNoteDto(note: CreditNoteRow): CreditNoteDto {
  return {
    id: note.id,
    amount: centsToDecimal(note.amountCents),
    method: note.method,
    reason: note.reason,
    lines: note.lines,
    at: note.createdAt.toISOString(),
  };
}

export function toOrderDto(record: OrderRecord, viewerRole: 'buyer' | 'seller'): OrderDto {
  const { order, items, crabber, buyer } = record;
  return {
    id: order.id,
    buyerId: order.buyerId,
    crabberId: order.crabberId,
    items: items.map((item) => ({
      id: item.id,
      catchId: item.catchId,
      title: item.title,
      species: item.species,
      unitType: item.unitType,
      unitPrice: centsToDecimal(item.unitPriceCents),
      qty: item.qty,
      finalQty: item.finalQty,
      pricing: item.pricing,
      lotCode: item.lotCode,
      shellfishTag: item.trace?.shellfishTag ?? null,
      estimatedLb:
        item.pricing === 'per_lb' ? centilbToLb(estimatedWeightCentilb(item, handedOverQty(item))) : null,
      finalLb: item.finalWeightCentilb === null ? null : centilbToLb(item.finalWeightCentilb),
      lineTotal: centsToDecimal(lineFinalCents(item)),
      adjustments: record.adjustments
        .filter((row) => row.orderItemId === item.id)
        .map((row) => ({
          kind: row.kind,
          oldValue: row.oldValue,
          newValue: row.newValue,
          reason: row.reason,
          at: row.createdAt.toISOString(),
          by:
            row.actorId !== null && row.actorId !== record.sellerUserId
              ? ('admin' as const)
              : ('seller' as const),
        })),
    })),
    pickupWindow: order.pickupWindow,
    pickupSlotStart: order.pickupSlotStart?.toISOString() ?? null,
    pickupSlotEnd: order.pickupSlotEnd?.toISOString() ?? null,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    amountSubtotal: centsToDecimal(order.amountSubtotalCents),
    fees: centsToDecimal(order.feesCents),
    tax: centsToDecimal(order.taxCents),
    amountTotal: centsToDecimal(order.amountTotalCents),
    estimatedTotal: centsToDecimal(estimatedAmounts(items, order.paymentMethod).totalCents),
    maxTotal: centsToDecimal(maxAmounts(items, order.paymentMethod).totalCents),
    finalTotal: centsToDecimal(finalAmounts(items, order.paymentMethod).totalCents),
    // The pass is the buyer's proof at the dock; the seller checks it and never needs to see it.
    qrCode: viewerRole === 'buyer' ? order.qrCode : null,
    passToken: viewerRole === 'buyer' ? order.passToken : null,
    paymentIntentId: order.paymentIntentId,
    chargeId: order.chargeId,
    pickupLocationAddress: order.pickupLocationAddress,
    pickupInstructions: crabber.pickupInstructions,
    buyerArrivedAt: order.buyerArrivedAt?.toISOString() ?? null,
    standingOrderId: order.standingOrderId,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    crabber: {
      id: crabber.id,
      displayName: crabber.displayName,
      // Only the buyer of an order still in progress may call or text the seller.
      phone: viewerRole === 'buyer' && isOpenOrder(order.status) ? record.sellerPhone : null,
    },
    buyer: buyer.deletedAt
      ? { firstName: null, lastName: null, email: null, deleted: true }
      : { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email, deleted: false },
    viewerRole,
    creditNotes: record.creditNotes.map(toCreditNoteDto),
    dispute: disputeDtoOf(record),
    authorizedTotal: order.authorizedCents === null ? null : centsToDecimal(order.authorizedCents),
    authorizationExpiresAt: order.authorizationExpiresAt?.toISOString() ?? null,
    capturedTotal: order.capturedCents === null ? null : centsToDecimal(order.capturedCents),
    cardAuthorizeAt: order.authorizeAt?.toISOString() ?? null,
  };
}

/** The order's latest card dispute as every viewer (buyer, seller, admin) sees it. */
export function disputeDtoOf({ dispute }: OrderRecord): OrderDto['dispute'] {
  if (!dispute) return null;
  return {
    status: dispute.status,
    reason: dispute.reason,
    amount: centsToDecimal(dispute.amountCents),
    evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
  };
}

export function orderReference(record: OrderRecord): string {
  return `#${shortOrderId(record.order.id)}`;
}

export function buyerNameOf(record: OrderRecord): string {
  return displayNameOf({ ...record.buyer, deleted: record.buyer.deletedAt !== null });
}

/** The dated slot ('Tue Nov 24, 1:00-5:00 PM'), or the weekly window of an order without one. */
export function windowTextOf(record: OrderRecord): string {
  const { pickupSlotStart, pickupSlotEnd, pickupWindow } = record.order;
  return pickupTimeText(pickupWindow, pickupSlotStart, pickupSlotEnd);
}

/** '2 dozen Jumbo Males, 1 lb Lump Crab Meat' */
export function itemsSummaryOf(record: OrderRecord): string {
  return record.items.map((item) => `${item.qty} ${item.unitType} ${item.title}`).join(', ');
}
