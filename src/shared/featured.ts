import type { CatchDto } from './catch.schema';

/** Featured means promoted and the promotion still running (docs/product/catalog.md). */
export function isFeatured(listing: Pick<CatchDto, 'isPromoted' | 'promotedUntil'>, now: Date): boolean {
  return (
    listing.isPromoted &&
    listing.promotedUntil !== null &&
    new Date(listing.promotedUntil).getTime() > now.getTime()
  );
}
