import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { orderReviewDto, reviewDto, sellerReviewsDto } from '../../../shared/review.dto';
import { reviewInput, reviewReplyInput, sellerReviewsQuery } from '../../../shared/review.schema';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Reviews';

export const reviewPaths: ZodOpenApiPathsObject = {
  '/api/orders/{id}/review': {
    get: operation({
      tag,
      summary: "An order's review",
      description:
        'The review of the order, if its buyer wrote one, and what the caller may do: its buyer write or change it, its seller reply. Anyone else gets 404.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(orderReviewDto, 'The review and what the caller may do') },
      errors: [400, 404],
    }),
    post: operation({
      tag,
      summary: 'Review a completed order',
      description:
        "The order's buyer rates its seller with 1 to 5 stars and optional plain text up to 1,000 characters; the seller is told in the app. Sent again within 14 days of the first writing, it changes the review (200); after that 409. An order not completed is 409; its seller is refused (403); anyone else gets 404.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(reviewInput),
      answers: {
        200: jsonAnswer(reviewDto, 'The review, changed'),
        201: jsonAnswer(reviewDto, 'The review, written'),
      },
      errors: [403, 404, 409],
      rateLimited: true,
    }),
  },
  '/api/reviews/{id}/reply': {
    post: operation({
      tag,
      summary: 'Reply to a review',
      description:
        'The seller of the reviewed order answers it once, in plain text up to 1,000 characters (a second reply is 409). Anyone else gets 404.',
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(reviewReplyInput),
      answers: { 200: jsonAnswer(reviewDto, 'The review with its reply') },
      errors: [404, 409],
      rateLimited: true,
    }),
  },
  '/api/sellers/{id}/reviews': {
    get: operation({
      tag,
      summary: "A seller's reviews",
      description:
        'One page of the reviews of a seller with a storefront, newest first, with their rating and how many there are in all. The seller always sees their own.',
      caller: 'user',
      params: { path: idParam, query: sellerReviewsQuery },
      answers: { 200: jsonAnswer(sellerReviewsDto, 'One page of reviews') },
      errors: [400, 404],
    }),
  },
};
