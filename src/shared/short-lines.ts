/**
 * Short lines and credit notes (docs/product/orders-and-pickup.md, docs/product/payments.md): what
 * an order costs once some lines are handed over short, and how much may still be given back.
 * Integer cents only; the screens and the server both read these.
 */
import { serviceFeeCents } from './money';
import { type OrderAmounts, priceOrder } from './order-pricing';
import type { PaymentMethod } from './order-status';

export interface OrderLineQty {
  unitPriceCents: number;
  qty: number;
  /** What is handed over once the line is marked short; null while the line stands as ordered. */
  finalQty: number | null;
}

/** The quantity the buyer gets: the short quantity once marked, otherwise what was ordered. */
export function handedOverQty(line: Pick<OrderLineQty, 'qty' | 'finalQty'>): number {
  return line.finalQty ?? line.qty;
}

/** A line handed over with fewer than were ordered. */
export function isShortLine(line: Pick<OrderLineQty, 'qty' | 'finalQty'>): boolean {
  return line.finalQty !== null && line.finalQty < line.qty;
}

/** The order's amounts as ordered (a card order's charge). */
export function orderedAmounts(lines: readonly OrderLineQty[], method: PaymentMethod): OrderAmounts {
  return priceOrder(lines, method);
}

/** The order's amounts for what is handed over: the same fee rule on the smaller subtotal. */
export function handedOverAmounts(lines: readonly OrderLineQty[], method: PaymentMethod): OrderAmounts {
  return priceOrder(
    lines.map((line) => ({ unitPriceCents: line.unitPriceCents, qty: handedOverQty(line) })),
    method,
  );
}

/**
 * What giving back `qty` of each named line costs: their price plus, on a card order, the
 * service fee the buyer paid on them.
 */
export function linesRefundCents(
  lines: readonly { unitPriceCents: number; qty: number }[],
  method: PaymentMethod,
): number {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0);
  return subtotal + (method === 'card' ? serviceFeeCents(subtotal) : 0);
}

/**
 * What a card order was charged before any credit note: what the provider captured, recorded on
 * the order once it was paid; otherwise (not recorded) its lines as ordered with the fee, which is
 * what an order charged at checkout paid. Credit notes come off this (refundableCents).
 */
export function cardChargedCents(capturedCents: number | null, lines: readonly OrderLineQty[]): number {
  return capturedCents ?? orderedAmounts(lines, 'card').totalCents;
}

/** What may still be given back: what was paid less every earlier credit note, never below 0. */
export function refundableCents(paidCents: number, creditNoteCents: readonly number[]): number {
  const given = creditNoteCents.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, paidCents - given);
}
