/**
 * What a storefront asks the catalog for: that seller's visible listings, newest first, a page at a
 * time. The route loader and the screen build the same input so the prefetched page is the one shown.
 */
export const STOREFRONT_PAGE_SIZE = 12;

export function storefrontListingsInput(crabberId: string, page: number) {
  return { crabberId, limit: STOREFRONT_PAGE_SIZE, offset: page * STOREFRONT_PAGE_SIZE };
}

/** The storefront's reviews: that seller's, newest first, a page at a time. */
const STOREFRONT_REVIEWS_PAGE_SIZE = 5;

export function storefrontReviewsInput(sellerId: string, page: number) {
  return {
    sellerId,
    limit: STOREFRONT_REVIEWS_PAGE_SIZE,
    offset: page * STOREFRONT_REVIEWS_PAGE_SIZE,
  };
}
