/**
 * The cart's money as the drawer and the checkout show it, priced exactly as checkout will charge:
 * per-pound lines at their estimate, with the most they may cost (weighed-lines.ts) beside it.
 */
import type { CartLineDto } from './cart.schema';
import { decimalToCents } from './money';
import { groupIntoOrders, type OrderAmounts } from './order-pricing';
import type { PaymentMethod } from './order-status';
import {
  estimatedAmounts,
  estimatedWeightCentilb,
  lineEstimateCents,
  lineMaxCents,
  maxAmounts,
  type SaleLine,
  saleLineOf,
} from './weighed-lines';
import { lbToCentilb } from './weights';

function cartSaleLine(line: CartLineDto): SaleLine {
  const { pricing, unitPrice, estimatedLbPerUnit: range } = line.catch;
  return saleLineOf(
    {
      // A cart read from an older server has no pricing: it was sold per unit.
      pricing: pricing ?? 'unit',
      unitPriceCents: decimalToCents(unitPrice) ?? 0,
      estWeightMinCentilb: range ? lbToCentilb(range.min) : null,
      estWeightMaxCentilb: range ? lbToCentilb(range.max) : null,
    },
    line.qty,
  );
}

/** The line as estimated: what the buyer is told it costs. */
export function lineTotalCents(line: CartLineDto): number {
  return lineEstimateCents(cartSaleLine(line));
}

/** The most the line may cost (a per-pound line's estimate + the allowance; a unit line its price). */
export function lineMaxTotalCents(line: CartLineDto): number {
  return lineMaxCents(cartSaleLine(line));
}

/** A per-pound line's estimated weight for its pieces, in centilb; null on a unit line. */
export function lineEstimatedCentilb(line: CartLineDto): number | null {
  return line.catch.pricing === 'per_lb' ? estimatedWeightCentilb(cartSaleLine(line)) : null;
}

function summed(
  lines: readonly CartLineDto[],
  paymentMethod: PaymentMethod,
  price: typeof estimatedAmounts,
): OrderAmounts {
  const groups = groupIntoOrders(lines, (line) => ({
    crabberId: line.catch.crabber.id,
    window: line.selectedPickupWindow,
    startsAt: line.pickupSlotStart,
  }));
  return groups
    .map((group) => price(group.lines.map(cartSaleLine), paymentMethod))
    .reduce(
      (sum, amounts) => ({
        subtotalCents: sum.subtotalCents + amounts.subtotalCents,
        feesCents: sum.feesCents + amounts.feesCents,
        taxCents: sum.taxCents + amounts.taxCents,
        totalCents: sum.totalCents + amounts.totalCents,
      }),
      { subtotalCents: 0, feesCents: 0, taxCents: 0, totalCents: 0 },
    );
}

/**
 * What checking out these lines costs as estimated: the orders checkout will make (one per seller
 * and pickup window), each priced like the server prices it, added up.
 */
export function cartAmounts(lines: readonly CartLineDto[], paymentMethod: PaymentMethod): OrderAmounts {
  return summed(lines, paymentMethod, estimatedAmounts);
}

/** The most these lines may cost: what a card is held for at checkout. */
export function cartMaxAmounts(lines: readonly CartLineDto[], paymentMethod: PaymentMethod): OrderAmounts {
  return summed(lines, paymentMethod, maxAmounts);
}
