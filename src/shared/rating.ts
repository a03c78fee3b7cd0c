/**
 * A seller's rating from their reviews (docs/product/reviews.md): the average of their stars to one
 * decimal and how many reviews there are. Kept free of other imports: every catch card shows it (the
 * type comes from the answer schema and is erased from the bundle).
 */
import type { RatingDto } from './review.dto';

export type { RatingDto };

/** Average stars to one decimal (4.45 → 4.5, counted in tenths to avoid float drift), null with none. */
export function ratingOf(sum: number, count: number): RatingDto {
  if (count <= 0) return { average: null, count: 0 };
  return { average: Math.round((sum * 10) / count) / 10, count };
}

/** How an average reads on screen: always one decimal ("5.0", "4.6"). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** What a screen reader hears for a rating. */
export function ratingLabel(average: number, count: number): string {
  return `Rated ${formatRating(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
