/** Featuring a listing for a fee: the promote dialog and the promotion's refusals. */
import { formatUsd } from '../money';

export const promotionMessages = {
  success: 'Promotion Successful!',
  successText: (until: string) => `Your listing is now featured until ${until}.`,
  initFailed: 'Failed to initialize promotion payment',
  processFailed: 'Failed to process promotion payment',
  settingUp: 'Setting up promotion payment...',
  notFound: 'Listing not found',
  notOwner: 'You can only promote your own listings',
  inactive: 'This listing is not active. Activate it before promoting it.',
  hidden: 'BayCatch hid this listing from buyers, so it cannot be promoted.',
  expired: 'This listing has expired. Extend its expiry before promoting it.',
  soldOut: 'This listing is sold out, so buyers would not see it featured. Add stock before promoting it.',
  endingSoon:
    'This listing expires within the hour, too soon to be featured. Extend its expiry before promoting it.',
  alreadyToExpiry:
    'This listing is already featured until it expires. Extend its expiry to feature it longer.',
  paymentNotFound: 'Promotion payment not found',
  wrongListing: 'This payment is not for promoting this listing',
  wrongAmount: (cents: number) => `This payment is not the ${formatUsd(cents)} promotion fee`,
  notSucceeded: 'The promotion payment has not succeeded',
  alreadyUsed: 'This payment has already been used for a promotion',
} as const;
