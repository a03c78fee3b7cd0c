/**
 * Whether buyers can still get a listing: it is active, not hidden by an admin and its expiry has
 * not come; and its seller is approved and not suspended (isSellerListed). The cart, the
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

export function isListingAvailable(
  listing: ListingTimes & { isActive: boolean; hiddenAt?: Date | string | null },
  now: Date,
): boolean {
  return listing.isActive && !listing.hiddenAt && !isListingExpired(listing, now);
}

/**
 * On sale: buyers can get it (isListingAvailable) and the law has not taken it off sale (a closed
 * harvest area, docs/product/traceability.md). The cart, the checkout and the waitlist ask here.
 */
export function isListingOnSale(
  listing: Parameters<typeof isListingAvailable>[0] & { offSaleReason: string | null },
  now: Date,
): boolean {
  return isListingAvailable(listing, now) && listing.offSaleReason === null;
}

/**
 * Whether a seller's listings reach buyers at all: approved (not pending, rejected or revoked) and
 * the account not suspended by an admin (docs/product/moderation.md).
 */
export function isSellerListed(seller: {
  verificationStatus: string;
  suspendedAt: Date | string | null;
}): boolean {
  return seller.verificationStatus === 'approved' && !seller.suspendedAt;
}
