/** Reviews and ratings on the wire (docs/product/reviews.md). */
import { z } from 'zod';
import { instant } from './wire-formats';

export const ratingDto = z
  .object({
    average: z
      .number()
      .min(1)
      .max(5)
      .nullable()
      .meta({ description: 'Average stars to one decimal; null while there are no reviews' }),
    count: z.number().int().min(0).meta({ description: 'How many reviews' }),
  })
  .meta({ id: 'Rating', description: "A seller's rating from their reviews" });
export type RatingDto = z.output<typeof ratingDto>;

const reviewReplyDto = z.object({ body: z.string(), createdAt: instant });

export const reviewDto = z
  .object({
    id: z.string(),
    orderId: z.string(),
    crabberId: z.string().meta({ description: 'The reviewed seller' }),
    stars: z.number().int().min(1).max(5),
    body: z.string().nullable().meta({ description: 'Plain text, never markup; null for stars only' }),
    authorName: z
      .string()
      .meta({ description: "First name and last initial, or 'Former buyer' once the account is gone" }),
    /** A review stays whatever happens to its author (suspended by an admin, or deleted by its owner). */
    authorStatus: z.enum(['active', 'suspended', 'deleted']).meta({
      description: "Whether the author's account still stands; suspended authors' reviews are labelled",
    }),
    createdAt: instant,
    updatedAt: instant,
    editableUntil: instant.meta({ description: 'Until when its author may change it (14 days)' }),
    reply: reviewReplyDto.nullable().meta({ description: "The seller's one reply" }),
  })
  .meta({ id: 'Review' });
export type ReviewDto = z.output<typeof reviewDto>;

export const sellerReviewsDto = z
  .object({
    items: z.array(reviewDto).meta({ description: 'One page, newest first' }),
    total: z.number().int().min(0).meta({ description: 'All reviews of the seller' }),
    rating: ratingDto,
  })
  .meta({ id: 'SellerReviews' });
export type SellerReviewsDto = z.output<typeof sellerReviewsDto>;

export const orderReviewDto = z
  .object({
    review: reviewDto.nullable(),
    canWrite: z.boolean().meta({ description: 'The caller (its buyer) may write or change it now' }),
    canReply: z.boolean().meta({ description: 'The caller (its seller) may still reply' }),
  })
  .meta({ id: 'OrderReview' });
export type OrderReviewDto = z.output<typeof orderReviewDto>;
