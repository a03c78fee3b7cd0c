/**
 * Fair limits on cash reservations: an order paid at the dock holds stock at no cost until pickup,
 * so one buyer may hold only so much of it at a time (docs/product/cart-and-checkout.md). Card
 * orders are paid, so they are not counted.
 */
import { orderMessages } from './messages/order';
import type { PaymentMethod } from './order-status';

export const MAX_OPEN_CASH_ORDERS = 5;
export const MAX_CASH_UNITS_PER_LISTING = 10;

/** What the buyer already holds in open, unpaid cash orders. */
export interface CashHolds {
  openOrders: number;
  /** Units per listing id across those orders. */
  unitsByListing: ReadonlyMap<string, number>;
}

export interface CashCheckout {
  /** How many orders this checkout makes (one per seller and pickup). */
  newOrders: number;
  lines: readonly { catchId: string; title: string; unitType: string; qty: number }[];
}

/** Why a cash checkout would hold too much, or null when it fits within the limits. */
export function cashHoldProblem(
  method: PaymentMethod,
  holds: CashHolds,
  checkout: CashCheckout,
): string | null {
  if (method !== 'cash') return null;
  if (holds.openOrders + checkout.newOrders > MAX_OPEN_CASH_ORDERS) {
    return orderMessages.cashHoldOrders(holds.openOrders, MAX_OPEN_CASH_ORDERS);
  }
  const units = new Map(holds.unitsByListing);
  for (const line of checkout.lines) {
    const total = (units.get(line.catchId) ?? 0) + line.qty;
    units.set(line.catchId, total);
    if (total > MAX_CASH_UNITS_PER_LISTING) {
      return orderMessages.cashHoldUnits(
        line,
        holds.unitsByListing.get(line.catchId) ?? 0,
        MAX_CASH_UNITS_PER_LISTING,
      );
    }
  }
  return null;
}
