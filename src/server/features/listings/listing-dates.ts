/**
 * A listing's dates: the expiry within the listing limits, the freshness rule (no harvest in the
 * future, no expiry past what the catch keeps), and the harvest day its lot follows.
 */
import { formatDockTime, freshnessRuleFor, latestExpiry } from '../../../shared/freshness';
import { DEFAULT_LISTING_HOURS, MAX_LISTING_DAYS } from '../../../shared/listing.schema';
import { listingMessages } from '../../../shared/messages/listing';
import { localDateOf } from '../../../shared/pickup-slots';
import { AppError } from '../../lib/app-error';
import type { CatchRow } from '../catalog/catch.mapper';

const HOUR_MS = 60 * 60 * 1000;

/** A listing posted without an expiry stays up this long. */
export const defaultExpiry = (at: Date) => new Date(at.getTime() + DEFAULT_LISTING_HOURS * HOUR_MS);

/** The Bay's day a listing's catch was harvested: its lot changes with it. */
export const harvestDay = (listing: Pick<CatchRow, 'harvestDate' | 'postedAt'>) =>
  localDateOf(listing.harvestDate ?? listing.postedAt);

/** A phone's clock may run a little ahead of ours; a harvest "now" from it is not in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export function checkExpiry(expiresAt: Date, at: Date) {
  const field = (message: string) =>
    new AppError('BAD_REQUEST', message, { fieldErrors: { expiresAt: [message] } });
  if (expiresAt.getTime() <= at.getTime()) throw field(listingMessages.expiryPast);
  if (expiresAt.getTime() > at.getTime() + MAX_LISTING_DAYS * 24 * HOUR_MS)
    throw field(listingMessages.expiryTooFar);
}

/**
 * The freshness rule (src/shared/freshness.ts): no harvest in the future, no expiry past what the
 * catch keeps. Without a harvest date the catch counts as harvested when it was posted.
 */
export function checkFreshness(
  listing: Pick<CatchRow, 'category' | 'prep' | 'expiresAt' | 'harvestDate' | 'postedAt'>,
  at: Date,
) {
  const field = (name: string, message: string) =>
    new AppError('BAD_REQUEST', message, { fieldErrors: { [name]: [message] } });
  if (listing.harvestDate && listing.harvestDate.getTime() > at.getTime() + CLOCK_SKEW_MS) {
    throw field('harvestDate', listingMessages.harvestInFuture);
  }
  const rule = freshnessRuleFor(listing);
  const latest = latestExpiry(rule, listing.harvestDate ?? listing.postedAt);
  if (listing.expiresAt.getTime() > latest.getTime()) {
    throw field(
      'expiresAt',
      listingMessages.expiryPastFreshness(rule.label, rule.maxDays, formatDockTime(latest)),
    );
  }
}
