import { z } from 'zod';
import type { RatingDto } from '../../../shared/rating';
import type { OrderReviewDto, ReviewDto, SellerReviewsDto } from '../../../shared/review.schema';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const ratingDto = answerSchema<RatingDto>()(
  z
    .object({
      average: z
        .number()
        .min(1)
        .max(5)
        .nullable()
        .meta({ description: 'Average stars to one decimal; null while there are no reviews' }),
      count: z.number().int().min(0).meta({ description: 'How many reviews' }),
    })
    .meta({ id: 'Rating', description: "A seller's rating from their reviews" }),
);

export const reviewDto = answerSchema<ReviewDto>()(
  z
    .object({
      id: z.string(),
      orderId: z.string(),
      crabberId: z.string().meta({ description: 'The reviewed seller' }),
      stars: z.number().int().min(1).max(5),
      body: z.string().nullable().meta({ description: 'Plain text, never markup; null for stars only' }),
      authorName: z
        .string()
        .meta({ description: "First name and last initial, or 'Former buyer' once the account is gone" }),
      authorStatus: z.enum(['active', 'suspended', 'deleted']).meta({
        description: "Whether the author's account still stands; suspended authors' reviews are labelled",
      }),
      createdAt: instant,
      updatedAt: instant,
      editableUntil: instant.meta({ description: 'Until when its author may change it (14 days)' }),
      reply: z
        .object({ body: z.string(), createdAt: instant })
        .nullable()
        .meta({ description: "The seller's one reply" }),
    })
    .meta({ id: 'Review' }),
);

export const sellerReviewsDto = answerSchema<SellerReviewsDto>()(
  z
    .object({
      items: z.array(reviewDto).meta({ description: 'One page, newest first' }),
      total: z.number().int().min(0).meta({ description: 'All reviews of the seller' }),
      rating: ratingDto,
    })
    .meta({ id: 'SellerReviews' }),
);

export const orderReviewDto = answerSchema<OrderReviewDto>()(
  z
    .object({
      review: reviewDto.nullable(),
      canWrite: z.boolean().meta({ description: 'The caller (its buyer) may write or change it now' }),
      canReply: z.boolean().meta({ description: 'The caller (its seller) may still reply' }),
    })
    .meta({ id: 'OrderReview' }),
);
