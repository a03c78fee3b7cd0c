/**
 * How a cart becomes orders and what they cost, shared by the checkout screen (which shows it)
 * and the server (which charges it, always from current prices). A cart becomes one order per
 * seller and pickup window, because an order has one pickup window (docs/product/cart-and-checkout.md).
 */
import type { PickupWindow } from './availability';
import { serviceFeeCents } from './money';
import type { PaymentMethod } from './order-status';

export interface OrderAmounts {
  subtotalCents: number;
  feesCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * An order's amounts from its lines' sum: the 5% service fee on card payments only (paying at
 * pickup costs the item price), no tax. The lines' sum comes from src/shared/weighed-lines.ts,
 * which prices unit and per-pound lines alike.
 */
export function amountsForSubtotal(subtotalCents: number, paymentMethod: PaymentMethod): OrderAmounts {
  const feesCents = paymentMethod === 'card' ? serviceFeeCents(subtotalCents) : 0;
  return { subtotalCents, feesCents, taxCents: 0, totalCents: subtotalCents + feesCents };
}

/** What makes one order: a seller, a pickup window and, when the line has one, its dated slot. */
export interface OrderGroupKey {
  crabberId: string;
  window: PickupWindow;
  /** The slot's start (an instant or its ISO string); lines without one group by window alone. */
  startsAt?: Date | string | null;
}

/** Lines grouped into the orders checkout will create, in the order their groups first appear. */
export function groupIntoOrders<T>(
  lines: readonly T[],
  keyOf: (line: T) => OrderGroupKey,
): (OrderGroupKey & { lines: T[] })[] {
  const groups = new Map<string, OrderGroupKey & { lines: T[] }>();
  for (const line of lines) {
    const group = keyOf(line);
    const startsAt = group.startsAt ? new Date(group.startsAt).getTime() : null;
    const key = JSON.stringify([group.crabberId, group.window.start, group.window.end, startsAt]);
    const existing = groups.get(key);
    if (existing) existing.lines.push(line);
    else groups.set(key, { ...group, lines: [line] });
  }
  return [...groups.values()];
}
