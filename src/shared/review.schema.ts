/**
 * Reviews: after an order is completed its buyer may rate the seller once (1-5 stars and optional
 * text), change it for 14 days after first writing it, and the seller may reply once. A seller's
 * rating is the average of their stars (one decimal) and how many there are.
 */
import { z } from 'zod';
import { reviewTexts } from './messages/review';
import type { OrderReviewDto, ReviewDto, SellerReviewsDto } from './review.dto';

export type { OrderReviewDto, ReviewDto, SellerReviewsDto };

export const REVIEW_MAX_LENGTH = 1000;
export const REVIEW_EDIT_DAYS = 14;
export const REVIEWS_PAGE_SIZE = 5;
const MAX_REVIEWS_PAGE = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

const stars = z
  .number({ error: reviewTexts.starsRequired })
  .int(reviewTexts.starsRequired)
  .min(1, reviewTexts.starsRequired)
  .max(5, reviewTexts.starsRequired);

/** Optional text: blank reads as none. */
const reviewBody = z
  .string({ error: reviewTexts.tooLong })
  .trim()
  .max(REVIEW_MAX_LENGTH, reviewTexts.tooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** Writing or changing a review; unknown fields are refused. */
export const reviewInput = z.strictObject({ stars, body: reviewBody });
export type ReviewInput = z.output<typeof reviewInput>;

export const reviewReplyInput = z.strictObject({
  body: z
    .string({ error: reviewTexts.replyEmpty })
    .trim()
    .min(1, reviewTexts.replyEmpty)
    .max(REVIEW_MAX_LENGTH, reviewTexts.replyTooLong),
});
export type ReviewReplyInput = z.output<typeof reviewReplyInput>;

export const reviewIdInput = z.object({ id: z.string().min(1).max(100) });

const pageNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `Enter ${name} as a whole number` })
    .int(`Enter ${name} as a whole number`)
    .min(min, `Enter ${name} of at least ${min}`)
    .max(max, `Enter ${name} of at most ${max}`);

/** A page of a seller's reviews, newest first. */
export const sellerReviewsQuery = z.object({
  limit: pageNumber('limit', 1, MAX_REVIEWS_PAGE).default(REVIEWS_PAGE_SIZE),
  offset: pageNumber('offset', 0, 100_000).default(0),
});
export const sellerReviewsInput = sellerReviewsQuery.extend({ sellerId: z.string().min(1).max(100) });

/** When the author may no longer change a review: 14 days after it was first written. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now < reviewEditableUntil(createdAt);
}

/** A reviewer as others see them: first name and last initial, or 'Former buyer' once the account is gone. */
export function reviewerName(author: {
  firstName: string | null;
  lastName: string | null;
  deleted: boolean;
}): string {
  if (author.deleted) return reviewTexts.formerBuyer;
  const first = author.firstName?.trim();
  if (!first) return reviewTexts.unnamedBuyer;
  const initial = author.lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
