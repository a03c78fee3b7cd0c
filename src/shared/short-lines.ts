/**
 * Short lines and credit notes (docs/product/orders-and-pickup.md, docs/product/payments.md): what is
 * handed over once some lines are short, and how much may still be given back. What an order costs
 * is priced in weighed-lines.ts, for unit and per-pound lines alike.
 * Integer cents only; the screens and the server both read these.
 */
import { serviceFeeCents } from './money';
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

/** What may still be given back: what was paid less every earlier credit note, never below 0. */
export function refundableCents(paidCents: number, creditNoteCents: readonly number[]): number {
  const given = creditNoteCents.reduce((sum, amount) => sum + amount, 0);
  return Math.max(0, paidCents - given);
}
