/**
 * The kinds of record a sale leaves after checkout (docs/product/payments.md): the table
 * definitions (src/server/db/schema/sales.ts) and the order schemas read them from here.
 */

/**
 * A change to an order line at the dock: `short` hands over fewer than were ordered (values are
 * counts); `weigh` records a weighed line's weight (values in hundredths of a pound; the first
 * weighing's old value is the estimate).
 */
export const lineAdjustmentKinds = ['short', 'weigh'] as const;

/** How money went back to the buyer: a card refund through the provider, or cash at the dock. */
export const creditNoteMethods = ['card', 'cash'] as const;

/** A card dispute's state, as Stripe names it (the test-mode provider uses the same names). */
export const disputeStatuses = [
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
  'needs_response',
  'under_review',
  'won',
  'lost',
  'prevented',
] as const;
