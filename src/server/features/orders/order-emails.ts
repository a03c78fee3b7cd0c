/**
 * The longer text of the buyer's order e-mails: the confirmation every order gets (items, amounts,
 * pickup, payment and the pass link) and the receipt sent on completion. Plain text, like every
 * BayCatch mail; the in-app notification keeps its one-line message.
 */
import { formatUsd } from '../../../shared/money';
import { receiptTotals } from '../../../shared/receipt-totals';
import { handedOverQty } from '../../../shared/short-lines';
import {
  estimatedWeightCentilb,
  lineEstimateCents,
  lineFinalCents,
  lineMaxCents,
  maxAmounts,
} from '../../../shared/weighed-lines';
import { formatLb } from '../../../shared/weights';
import { windowTextOf } from './order.mapper';
import type { OrderRecord } from './orders.repo';

function paymentText(record: OrderRecord): string {
  if (record.order.paymentMethod === 'cash') return 'Cash at pickup';
  if (record.order.paymentStatus === 'authorized') {
    return `Card (held for up to ${formatUsd(record.order.authorizedCents ?? 0)}, charged at pickup)`;
  }
  return record.order.paymentStatus === 'paid' ? 'Card (paid)' : `Card (${record.order.paymentStatus})`;
}

export function confirmationText(record: OrderRecord, siteOrigin: string, ref: string): string {
  const { order, items, crabber } = record;
  const lines = items.map((item) =>
    item.pricing === 'per_lb'
      ? `- ${item.qty} ${item.unitType} ${item.title} at ${formatUsd(item.unitPriceCents)}/lb, about ${formatLb(estimatedWeightCentilb(item))}: estimated ${formatUsd(lineEstimateCents(item))}, up to ${formatUsd(lineMaxCents(item))}`
      : `- ${item.qty} ${item.unitType} ${item.title} at ${formatUsd(item.unitPriceCents)}/${item.unitType}: ${formatUsd(item.qty * item.unitPriceCents)}`,
  );
  const weighed = items.some((item) => item.pricing === 'per_lb');
  return [
    `Your order ${ref} from ${crabber.displayName} is confirmed.`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatUsd(order.amountSubtotalCents)}`,
    `Service fee: ${formatUsd(order.feesCents)}`,
    `Total: ${formatUsd(order.amountTotalCents)}`,
    ...(weighed
      ? [`Weighed at the dock: up to ${formatUsd(maxAmounts(items, order.paymentMethod).totalCents)}`]
      : []),
    '',
    `Pickup: ${windowTextOf(record)}`,
    `Where: ${order.pickupLocationAddress ?? crabber.pickupLocationAddress ?? 'the dock'}`,
    `Payment: ${paymentText(record)}`,
    '',
    `Your QR pickup pass: ${siteOrigin}/orders/${order.id}`,
  ].join('\n');
}

export function receiptText(record: OrderRecord, number: string, siteOrigin: string, ref: string): string {
  const { order, items, crabber } = record;
  const { totalCents } = receiptTotals(items, order.feesCents, []);
  // Weighed lines: the estimate beside what the scale said.
  const weighedLines = items
    .filter((item) => item.pricing === 'per_lb')
    .map(
      (item) =>
        `- ${item.title}: estimated ${formatLb(estimatedWeightCentilb(item, handedOverQty(item)))} (${formatUsd(lineEstimateCents(item))}), weighed ${item.finalWeightCentilb === null ? 'not weighed' : formatLb(item.finalWeightCentilb)}: ${formatUsd(lineFinalCents(item))}`,
    );
  return [
    `You picked up order ${ref} from ${crabber.displayName}. Enjoy your seafood!`,
    '',
    `Receipt ${number}`,
    ...weighedLines,
    `Total: ${formatUsd(totalCents)}`,
    `Payment: ${paymentText(record)}`,
    '',
    `Your receipt: ${siteOrigin}/orders/${order.id}/receipt`,
    `As a PDF: ${siteOrigin}/api/orders/${order.id}/receipt.pdf`,
  ].join('\n');
}
