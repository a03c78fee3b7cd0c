/** The cart drawer, adding to the cart, and the cart's server rules. */
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
  unknownPickupDate: 'Choose one of the pickup dates offered for this catch',
  noOpenSlot: 'No pickup of this window is open before the catch expires. Choose another pickup time',
  slotClosed: (slot: string, cutoffHours: number) =>
    `Orders for ${slot} closed ${cutoffHours} hours before pickup. Choose a later date`,
  slotFull: (slot: string, seller: string) =>
    `The pickup ${slot} with ${seller} is full. Choose another date`,
  dayClosed: (slot: string, seller: string) =>
    `${seller} has closed ${slot} to new orders. Choose another date`,
  slotAfterExpiry: (title: string, slot: string) =>
    `"${title}" will be past its freshness by ${slot}. Choose an earlier pickup`,
  emptyCart: 'Your cart is empty',
} as const;

/** Why a catch cannot be bought in the asked quantity; names the catch (409 on cart and checkout). */
export function notEnoughStockMessage(listing: { title: string; qtyAvailable: number; unitType: string }) {
  if (listing.qtyAvailable <= 0) return `"${listing.title}" is sold out`;
  return `Only ${listing.qtyAvailable} ${listing.unitType} of "${listing.title}" left`;
}

export function unavailableCatchMessage(title: string) {
  return `"${title}" is no longer available`;
}
