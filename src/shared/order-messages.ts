/** Texts of the cart, checkout, payment and order screens (spec sections 2 and 8) and their server rules. */
export const cartMessages = {
  addedTitle: 'Added to Cart',
  addedDescription: 'Item has been added to your cart.',
  removedTitle: 'Item Removed',
  removedDescription: 'Item has been removed from your cart.',
  selectWindowTitle: 'Please select pickup window',
  selectWindowDescription: "Choose when you'd like to pick up your order.",
  adding: 'Adding...',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add some fresh catches to get started',
  lineNotFound: 'Cart item not found',
  catchNotFound: 'Catch not found',
  ownCatch: 'You cannot buy your own catch',
  noWindows: 'This catch has no pickup windows. Contact seller for pickup availability and scheduling',
  unknownWindow: 'Choose one of the pickup windows offered for this catch',
  emptyCart: 'Your cart is empty',
} as const;

export const paymentMessages = {
  testModeNotice: 'Test mode — no real card is charged',
  authenticateTitle: 'Authenticate this payment?',
  failedTitle: 'Payment Failed',
  authenticationFailedTitle: 'Authentication Failed',
  errorTitle: 'Payment Error',
  errorText: 'An unexpected error occurred',
  setupFailedTitle: 'Payment Setup Failed',
  setupFailedText: 'Unable to setup payment processing',
  processingTitle: 'Payment Processing',
  processingText: 'Your payment is processing. We will update your order when it completes.',
  successTitle: 'Payment Successful',
  successText: 'Your order is paid. See you at the dock!',
} as const;

export const orderMessages = {
  notFoundTitle: 'Order Not Found',
  notFoundText: "The order you're looking for doesn't exist or you don't have permission to view it.",
  processing: 'Processing your order...',
  confirmedTitle: 'Order Confirmed!',
  updatedTitle: 'Order Updated',
  qrPlaceholder: 'Your QR pickup pass appears here when your order is ready.',
  contactForPickupTime: 'Contact for pickup time',
  notFound: 'Order not found',
  sellerOnly: "Only the seller can change this order's status",
  awaitingCardPayment: "This order is waiting for the buyer's card payment",
  notCardOrder: 'This order is paid in cash at pickup',
  alreadyPaid: 'This order is already paid',
  cancelledOrder: 'This order was cancelled',
  unknownPickupCode: 'No order of yours has this pickup code',
  invalidPickupCode: 'A pickup code has 12 letters and digits, like ABCD-EFGH-JKMN',
} as const;

/** Why a catch cannot be bought in the asked quantity; names the catch (409 on cart and checkout). */
export function notEnoughStockMessage(listing: { title: string; qtyAvailable: number; unitType: string }) {
  if (listing.qtyAvailable <= 0) return `"${listing.title}" is sold out`;
  return `Only ${listing.qtyAvailable} ${listing.unitType} of "${listing.title}" left`;
}

export function unavailableCatchMessage(title: string) {
  return `"${title}" is no longer available`;
}

/** The payment page's redirect of a cash order to its order page (spec section 9). */
export const CASH_ORDER_REDIRECT_MS = 100;

/** An order's items on one line, as lists of orders show them: "2 dozen Jumbo males, 1 lb Perch". */
export function orderItemsLine(items: readonly { qty: number; unitType: string; title: string }[]): string {
  return items.map((item) => `${item.qty} ${item.unitType} ${item.title}`).join(', ');
}
