/** The cart's money as the drawer and the checkout show it, priced exactly as checkout will charge. */
import type { CartLineDto } from './cart.schema';
import { decimalToCents } from './money';
import { groupIntoOrders, type OrderAmounts, priceOrder } from './order-pricing';
import type { PaymentMethod } from './order-status';

export function lineTotalCents(line: CartLineDto): number {
  return (decimalToCents(line.catch.unitPrice) ?? 0) * line.qty;
}

/**
 * What checking out these lines costs: the orders checkout will make (one per seller and pickup
 * window), each priced like the server prices it, added up.
 */
export function cartAmounts(lines: readonly CartLineDto[], paymentMethod: PaymentMethod): OrderAmounts {
  const groups = groupIntoOrders(lines, (line) => ({
    crabberId: line.catch.crabber.id,
    window: line.selectedPickupWindow,
    startsAt: line.pickupSlotStart,
  }));
  return groups
    .map((group) =>
      priceOrder(
        group.lines.map((line) => ({
          unitPriceCents: decimalToCents(line.catch.unitPrice) ?? 0,
          qty: line.qty,
        })),
        paymentMethod,
      ),
    )
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
