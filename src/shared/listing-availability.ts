/**
 * Whether buyers can still get a listing: it is active and its expiry has not come. The cart, the
 * checkout, the catch page, promotion and the seller's list ask here; the catalog and stock SQL
 * (catalog.repo `buyerVisible`, orders.repo `takeStock`) state the same rule in their queries.
 * Rows carry the expiry as a Date, DTOs as an ISO string; both are read.
 */
interface ListingTimes {
  expiresAt: Date | string;
}

function timeOf(value: Date | string): number {
  return typeof value === 'string' ? Date.parse(value) : value.getTime();
}

/** Expired from the moment of its expiry on. */
export function isListingExpired(listing: ListingTimes, now: Date): boolean {
  return timeOf(listing.expiresAt) <= now.getTime();
}

export function isListingAvailable(listing: ListingTimes & { isActive: boolean }, now: Date): boolean {
  return listing.isActive && !isListingExpired(listing, now);
}
