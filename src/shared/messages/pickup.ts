/** The seller's pickup days: the day's list and weather-out. */
export const pickupMessages = {
  date: 'Choose a date as YYYY-MM-DD',
  action: 'Choose to cancel or move the orders',
  target: 'Choose the pickup to move the orders to',
  reason: 'Tell your buyers why, in a few words',
  reasonLong: 'Keep the reason under 300 characters',
  nothingToDo: 'There are no open orders for that pickup day to cancel or move.',
  notClosed: 'That day is not closed.',
  notYourSlot: 'Move the orders to one of your own upcoming pickups, not one that has begun or is the same.',
  noRoom: (room: number) =>
    `That pickup has room for ${room} more ${room === 1 ? 'order' : 'orders'} only. Raise your orders per pickup or choose another. Nothing was changed.`,
  afterExpiry: (title: string) =>
    `That pickup is after ${title} expires: move the orders to a pickup before it does. Nothing was changed.`,
  dayClosed: 'You closed that day to orders: choose a pickup on another day. Nothing was changed.',
  pastCutoff: 'That pickup is past your order cut-off: choose a later one. Nothing was changed.',
  changedMeanwhile: 'An order of that day changed meanwhile. Reload and try again; nothing was changed.',
} as const;
