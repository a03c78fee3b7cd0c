import { shortOrderId } from '../order-status';

/** The checkout, order and pickup screens, and the order rules' refusals. */
export const orderMessages = {
  notFoundTitle: 'Order Not Found',
  notFoundText: "The order you're looking for doesn't exist or you don't have permission to view it.",
  processing: 'Processing your order...',
  confirmedTitle: 'Order Confirmed!',
  /** What a cash checkout confirms, for the orders it placed. */
  reserved: (orderIds: readonly string[]) => {
    const refs = orderIds.map((id) => `#${shortOrderId(id)}`).join(', ');
    return orderIds.length > 1
      ? `Orders ${refs} are reserved. See them all under My Orders.`
      : `Order ${refs} is reserved. We will let you know when it is ready.`;
  },
  notPlacedTitle: 'Order not placed',
  notPlacedOffline:
    'Your order was not placed. Nothing was charged. You are offline: press Place Order again when you have signal.',
  noAnswerTitle: 'No answer yet',
  noAnswer:
    'We could not hear back from BayCatch, so your order may or may not have gone through. Press Place Order again: it will not be placed twice.',
  updatedTitle: 'Order Updated',
  qrPlaceholder: 'Your QR pickup pass appears here when your order is ready.',
  notFound: 'Order not found',
  sellerOnly: "Only the seller can change this order's status",
  awaitingCardPayment: "This order is waiting for the buyer's card payment",
  notCardOrder: 'This order is paid in cash at pickup',
  alreadyPaid: 'This order is already paid',
  cancelledOrder: 'This order was cancelled',
  unknownPickupCode: 'No order of yours has this pickup code',
  invalidPickupCode: 'A pickup code has 12 letters and digits, like ABCD-EFGH-JKMN',
  changedMeanwhile: 'This order changed meanwhile. Reload it and try again.',
  cardNotOffered: (sellerName: string) =>
    `${sellerName} can't take card payments yet. Choose "Pay at pickup" or remove their catch from your cart.`,
  cardNoLongerTaken: (sellerName: string) =>
    `${sellerName} can't take card payments right now, so nothing was charged. Cancel this order and order again with "Pay at pickup".`,
  cardNotOfferedNote: (sellerNames: string) =>
    `Card payment is not offered for ${sellerNames}: card payments go straight to the seller, and their payout account is not set up yet.`,
  cashHoldRule: (maxOrders: number, maxUnits: number) =>
    `Paying at pickup reserves without paying, so a buyer holds at most ${maxOrders} open cash orders and ${maxUnits} of one catch across them. Pay by card to reserve more.`,
  cashHoldOrders: (open: number, max: number) =>
    `You already hold ${open} unpaid cash ${open === 1 ? 'order' : 'orders'}; at most ${max} can be open at once. Pay by card, or wait until one is picked up or cancelled.`,
  cashHoldUnits: (line: { title: string; unitType: string }, held: number, max: number) =>
    `Cash orders can hold at most ${max} ${line.unitType} of "${line.title}"${held > 0 ? ` (you already hold ${held})` : ''}. Lower the quantity or pay by card.`,
  arrivedBuyerOnly: 'Only the buyer of this order can say they have arrived',
  arrivedNotPickupDay: 'You can tell the seller you are here on the pickup day only',
  arrivedClosed: 'This order is closed, so there is nothing to collect',
  imHere: "I'm here",
  imHereHint: 'At the dock? Let the seller know you have arrived.',
  arrivedSent: 'The seller knows you are here.',
  arrivedAt: (time: string) => `Arrived at ${time}`,
  addToCalendar: 'Add to calendar',
  noDatedPickup: 'This order has no dated pickup to add to a calendar',
  directions: 'Directions',
  codeBeforeReady: 'Your pickup code. The QR pass appears here when the seller marks the order ready.',
  noShowNotice:
    'Nobody collected this order by the end of its pickup time, so it was released as a no-show and the catch went back on sale.',
  slotNoLongerOpen: (title: string, slot: string) =>
    `The pickup you chose for "${title}" (${slot}) is no longer open. Remove it from your cart and choose another date.`,
  windowNoLongerOffered: (title: string) =>
    `The pickup window you chose for "${title}" is no longer offered. Remove it from your cart and add it again.`,
} as const;
