/** Posting and editing listings: the seller's refusals. */
import { MAX_LISTING_DAYS } from '../listing.schema';

export const listingMessages = {
  notFound: 'Listing not found',
  notOwner: 'You can only change your own listings',
  otherSeller: 'You can only post catches for your own seller profile',
  expiryPast: 'The expiry must be in the future',
  harvestInFuture: "The harvest date can't be in the future",
  expiryPastFreshness: (rule: string, maxDays: number, latest: string) =>
    `${rule}: sold within ${maxDays} days of harvest, so the latest expiry for this catch is ${latest}.`,
  freshnessHint: (rule: string, maxDays: number, latest: string) =>
    `${rule}: at most ${maxDays} days from harvest. Latest expiry ${latest}.`,
  quantityChanged: (current: number) =>
    `Orders changed this quantity meanwhile: ${current} available now. Check it and enter the new figure again.`,
  expiryTooFar: `A listing can run at most ${MAX_LISTING_DAYS} days`,
  foreignPhotos: 'Photos must be images you uploaded to BayCatch',
  weightOnUnitListing: 'A listing priced per unit has no weight',
  weightNeeded: 'A per-pound listing needs the estimated weight of one piece',
} as const;
