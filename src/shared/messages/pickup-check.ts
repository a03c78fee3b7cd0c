/** The seller's pickup check at the dock, online and offline (docs/product/orders-and-pickup.md). */
export const pickupCheckMessages = {
  intro: "Scan the buyer's QR pickup pass or type the code printed under it.",
  sellersOnly: "Pickup Check is for sellers checking their buyers' passes at the dock.",
  otherSellersPass: "This pass is for another seller's order. Do not hand anything over.",
  unreadablePass: 'This QR code is not a BayCatch pickup pass. Type the code printed under it instead.',
  used: 'Picked up. This pass has been used.',
  cancelled: 'This order was cancelled. Do not hand it over.',
  noShow: 'This order lapsed as a no-show. Do not hand it over.',
  collectCash: (total: string) => `Collect $${total} in cash.`,
  paidByCard: 'Paid by card. Nothing to collect.',
  cardNotThrough: 'The card payment has not gone through: do not hand this order over.',
  // Scanning
  cameraUnavailable: 'Camera not available - type the code printed under the QR.',
  cameraStarting: 'Starting the camera...',
  // Offline
  offline: 'Offline',
  offlineExplained: "You are offline. Passes are checked against today's saved list.",
  listSavedAt: (time: string) => `List saved at ${time}.`,
  listSavedOnline: 'Passes can be checked here without signal until the next pickup day.',
  noListSaved: 'No list of pickups is saved on this device yet. Open this page once while online.',
  offlineUnknownPass:
    "This pass is not in today's saved list. Offline, another seller's pass cannot be told apart: check it again when you are online.",
  waiting: (count: number) => `${count} check-in${count === 1 ? '' : 's'} waiting to be sent`,
  sendNow: 'Send Now',
  checkedInOffline: 'Picked up. Saved on this device; it will be sent when you are back online.',
  synced: (count: number) => `${count} check-in${count === 1 ? '' : 's'} sent.`,
  savedPickupsTitle: "Today's and tomorrow's pickups",
  noSavedPickups: 'No open orders for today or tomorrow.',
  collectedNotSent: 'Picked up, not yet sent',
  // The dashboard opened without signal
  dashboardOffline: 'The rest of the dashboard opens again when the signal returns.',
  dashboardNoListSaved:
    'No list of pickups is saved on this device yet. Open Pickup Check once while online.',
  openPickupCheck: 'Open Pickup Check',
  // The sync's answers per check-in
  alreadyApplied: 'Already recorded as picked up.',
  conflictsTitle: 'Some check-ins could not be applied',
  notYourOrder: 'No order of yours has this id.',
  tooManyCheckIns: 'Send at most 200 check-ins at once',
  checkInsRequired: 'Send at least one check-in',
  checkedAt: 'Give checkedAt as an ISO date and time',
  how: 'Give how as scan or code',
} as const;
