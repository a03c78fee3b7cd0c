/**
 * The order status machine (docs/product/orders-and-pickup.md). The seller moves an order forward
 * (confirmed → preparing → ready → completed, or straight from confirmed to ready) and may cancel
 * it before completion; the buyer may only cancel while it is still confirmed. A cash order nobody
 * collected by the end of its pickup plus the seller's grace period becomes a no-show (the sweep
 * moves it; nobody else can). The order, payment
 * method and payment status enums live here too; the table definitions (src/server/db/schema) and the order schemas read them.
 */

export const orderStatuses = [
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentMethods = ['cash', 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/**
 * `authorized`: the card is held for the order's maximum and charged (captured) at the dock;
 * `released`: that hold was let go without charging (cancelled, weathered out, short to zero, no-show);
 * `partially_refunded`: paid, and part of it given back (credit notes, src/shared/sale-records.ts);
 * `disputed`: the buyer's bank is disputing the card charge.
 */
export const paymentStatuses = [
  'unpaid',
  'pending',
  'authorized',
  'paid',
  'released',
  'partially_refunded',
  'refunded',
  'disputed',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export type OrderActor = 'buyer' | 'seller';

/** An order still in progress: not picked up, cancelled or lapsed as a no-show. */
export const openOrderStatuses = [
  'confirmed',
  'preparing',
  'ready',
] as const satisfies readonly OrderStatus[];

/** Where an order ends: nothing moves it on from these. */
const finalStatuses: readonly OrderStatus[] = orderStatuses.filter((status) => !isOpenOrder(status));

export function isOpenOrder(status: OrderStatus): boolean {
  return (openOrderStatuses as readonly OrderStatus[]).includes(status);
}

/** The four steps of the buyer's progress bar; cancelled is not one of them. */
export const orderProgressSteps = ['confirmed', 'preparing', 'ready', 'completed'] as const;

export const orderStatusLabels: Record<OrderStatus, string> = {
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const sellerMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  confirmed: ['preparing', 'ready', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
  no_show: [],
};

const buyerMoves: Record<OrderStatus, readonly OrderStatus[]> = {
  confirmed: ['cancelled'],
  preparing: [],
  ready: [],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return (actor === 'seller' ? sellerMoves : buyerMoves)[from].includes(to);
}

/** Why a move is refused, in words for the 409; null when it is allowed. */
export function transitionError(from: OrderStatus, to: OrderStatus, actor: OrderActor): string | null {
  if (canTransition(from, to, actor)) return null;
  if (from === to) return `This order is already ${orderStatusLabels[from].toLowerCase()}`;
  if (finalStatuses.includes(from)) {
    const state = from === 'no_show' ? 'lapsed as a no-show' : `is ${from}`;
    return `This order ${state} and can no longer change`;
  }
  if (actor === 'buyer' && to === 'cancelled') {
    return 'The seller is already preparing this order, so it can no longer be cancelled here. Please contact the seller.';
  }
  return `An order cannot go from ${orderStatusLabels[from].toLowerCase()} to ${orderStatusLabels[to].toLowerCase()}`;
}

/** The seller's buttons for each status (docs/product/orders-and-pickup.md); cancelling is offered separately. */
export const sellerActions: Record<OrderStatus, readonly { status: OrderStatus; label: string }[]> = {
  confirmed: [
    { status: 'preparing', label: 'Mark Preparing' },
    { status: 'ready', label: 'Mark Ready' },
  ],
  preparing: [{ status: 'ready', label: 'Mark Ready' }],
  ready: [{ status: 'completed', label: 'Complete Pickup' }],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Position in the four-step progress, or -1 for a status outside it ('Processing your order...'). */
export function progressStepIndex(status: string): number {
  return (orderProgressSteps as readonly string[]).indexOf(status);
}

/** The QR pickup pass is shown only once the order is ready (docs/product/orders-and-pickup.md). */
export function isPickupPassVisible(status: string): boolean {
  return status === 'ready' || status === 'completed';
}

/** An unpaid card order holds its stock this long; then the sweep cancels it and returns the stock. */
export const CARD_PAYMENT_WINDOW_MINUTES = 30;
export const CARD_PAYMENT_WINDOW_MS = CARD_PAYMENT_WINDOW_MINUTES * 60 * 1000;

/**
 * A card order the buyer can still pay: not cancelled, and no payment recorded yet (unpaid, or an
 * attempt still pending). The server refuses a payment intent otherwise; the screens offer "Pay Now".
 */
export function isAwaitingCardPayment(
  order: {
    paymentMethod: PaymentMethod;
    status: OrderStatus;
    paymentStatus: PaymentStatus;
  },
  /** A far pickup's card saved to be held at the cut-off: nothing is waited for (028-saved-cards). */
  cardSaved = false,
): boolean {
  return (
    !cardSaved &&
    order.paymentMethod === 'card' &&
    order.status !== 'cancelled' &&
    order.status !== 'no_show' &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending')
  );
}

/**
 * A card order whose payment has not arrived: the seller cannot move it forward (only cancel it).
 * Unlike isAwaitingCardPayment this holds for a cancelled or refunded card order too.
 */
export function isUnpaidCardOrder(order: {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}): boolean {
  // Partly given back (a short line, a credit note) is still paid; a held card is charged at the dock.
  return (
    order.paymentMethod === 'card' &&
    order.paymentStatus !== 'authorized' &&
    order.paymentStatus !== 'paid' &&
    order.paymentStatus !== 'partially_refunded'
  );
}

/** An order's id as the buyer sees it: its last 8 characters in upper case. */
export function shortOrderId(id: string): string {
  return id.slice(-8).toUpperCase();
}
