/** The marketplace and a catch's page. */
export const catalogMessages = {
  catchNotFound: 'Catch not found',
  noPickupWindows: 'Contact seller for pickup availability and scheduling',
  noOpenPickup: 'No pickup is open before this catch expires. Check back for a fresh catch.',
  slotClosed: 'Orders closed',
  slotFull: 'Full',
  dayClosed: 'Closed by the seller',
  /** A pickup with neither a slot nor a readable weekly window (pickupTimeText). */
  contactForPickupTime: 'Contact for pickup time',
} as const;
