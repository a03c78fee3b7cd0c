/**
 * Weighing at the dock from the day's saved list, without a network: the per-pound lines the device
 * knows, and what the order comes to with the weights typed (finalAmounts, as the server prices it),
 * so the cash to collect follows the scale offline too.
 */
import { centsToDecimal, decimalToCents } from '../../../../shared/money';
import type { PaymentMethod } from '../../../../shared/order-status';
import type { PickupListLineDto, PickupListOrderDto } from '../../../../shared/pickup-checkin.schema';
import { handedOverQty } from '../../../../shared/short-lines';
import { estimatedWeightCentilb, finalAmounts, type SaleLine } from '../../../../shared/weighed-lines';
import { centilbToLb, lbToCentilb } from '../../../../shared/weights';
import { type WeighedLine, type Weights, weightError } from '../sale/weight-fields';

function saleLineOf(line: PickupListLineDto, typedLb?: string): SaleLine {
  const typed = typedLb === undefined || weightError(typedLb) ? null : lbToCentilb(typedLb.trim());
  return {
    pricing: line.pricing,
    unitPriceCents: decimalToCents(line.unitPrice) ?? 0,
    qty: line.qty,
    finalQty: line.finalQty,
    estWeightMinCentilb: line.estimatedLbPerUnit ? lbToCentilb(line.estimatedLbPerUnit.min) : null,
    estWeightMaxCentilb: line.estimatedLbPerUnit ? lbToCentilb(line.estimatedLbPerUnit.max) : null,
    finalWeightCentilb: typed ?? (line.finalLb === null ? null : lbToCentilb(line.finalLb)),
  };
}

/** The saved order's per-pound lines with pieces still handed over, as the weight fields show them. */
export function weighableListLines(order: Pick<PickupListOrderDto, 'lines'>): WeighedLine[] {
  // A list saved before the lines were kept has none: nothing to weigh on the device.
  return (order.lines ?? [])
    .filter((line) => line.pricing === 'per_lb' && line.finalQty !== 0)
    .map((line) => ({
      id: line.itemId,
      title: line.title,
      qty: line.qty,
      finalQty: line.finalQty,
      unitType: line.unitType,
      estimatedLb: centilbToLb(estimatedWeightCentilb(saleLineOf(line), handedOverQty(line))),
      finalLb: line.finalLb,
    }));
}

/** The order's total with the weights typed so far (a blank or unreadable field counts as not weighed). */
export function totalWithWeights(
  order: Pick<PickupListOrderDto, 'lines' | 'total'>,
  method: PaymentMethod,
  weights: Weights,
): string {
  if (!order.lines?.length) return order.total;
  const lines = order.lines.map((line) => saleLineOf(line, weights[line.itemId]));
  return centsToDecimal(finalAmounts(lines, method).totalCents);
}
