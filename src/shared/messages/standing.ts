/** The words of standing orders (docs/product/standing-orders.md): refusals, and what buyers are told each week. */
export const standingMessages = {
  notFound: 'Standing order not found',
  tooMany: (max: number) => `You have ${max} standing orders, the most one buyer can hold. End one first.`,
  buyersOnly: 'Only buyers can set standing orders',
  unknownSeller: 'That seller is not on BayCatch',
  windowNotOffered: "Choose one of the seller's weekly pickup times",
  unknownDate: 'Enter the date as YYYY-MM-DD',
  skipPast: 'That pickup has already passed',
  skipNotWindowDay: "That date is not a day of this standing order's pickup",
  endsOnPast: 'The end date cannot be in the past',
  cardNotSavedYet: 'your card is not saved yet. Save it on your Standing orders page.',
  paidByCash: 'This standing order is paid by cash',
  cardSaveTitle: 'Save your card',
  cardSaveHint:
    'Each week it fills, your saved card is held for that order under the usual card rules, and charged at pickup for what you take. Your card is kept by our payments provider, never by BayCatch.',
  cardWaiting: 'Save your card so this standing order can be filled.',
  cardSaved: 'Card saved',
  cardNotOffered: (seller: string) => `${seller} does not take card payments yet: choose cash`,
  filledTitle: 'Standing order filled',
  filled: (what: string, seller: string, when: string) =>
    `Your standing order for ${what} from ${seller} was filled for ${when}.`,
  notFilledTitle: 'Standing order not filled',
  notFilled: (what: string, seller: string, when: string, why: string) =>
    `Your standing order for ${what} from ${seller} was not filled for ${when}: ${why}`,
  priceAbove: (price: string, max: string) => `the price is ${price}, above your limit of ${max}.`,
  stockRanOut: 'the catch ran out before your turn.',
  weekSkipped: 'you skipped this week.',
} as const;
