/** Featuring a listing for a fee: the promote dialog and the promotion's refusals. */
import { formatUsd, PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from '../money';

export const promotionMessages = {
  success: 'Promotion Successful!',
  successText: `Your listing is now featured for ${PROMOTION_DAYS} days.`,
  initFailed: 'Failed to initialize promotion payment',
  processFailed: 'Failed to process promotion payment',
  settingUp: 'Setting up promotion payment...',
  notFound: 'Listing not found',
  notOwner: 'You can only promote your own listings',
  inactive: 'This listing is not active. Activate it before promoting it.',
  hidden: 'BayCatch hid this listing from buyers, so it cannot be promoted.',
  expired: 'This listing has expired. Extend its expiry before promoting it.',
  paymentNotFound: 'Promotion payment not found',
  wrongListing: 'This payment is not for promoting this listing',
  wrongAmount: `This payment is not the ${formatUsd(PROMOTION_PRICE_CENTS)} promotion fee`,
  notSucceeded: 'The promotion payment has not succeeded',
  alreadyUsed: 'This payment has already been used for a promotion',
} as const;
