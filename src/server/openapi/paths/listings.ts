import type { ZodOpenApiPathItemObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { catchDto, promotionIntentDto } from '../../../shared/catch.dto';
import { createListingInput, quantityData, updateListingData } from '../../../shared/listing.schema';
import { confirmPromotionData } from '../../../shared/promotion.schema';
import { idParam, jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Listings';

/** POST /api/catches, beside the catalog's list read: catalog.ts puts it on that path. */
export const listingCollectionOperations = {
  post: operation({
    tag,
    summary: 'Post a listing',
    description:
      "Pickup windows default to one per day the seller is available; the listing runs 48 hours unless `expiresAt` says otherwise. A catch out of its season today is refused (409, reason `OUT_OF_SEASON`, the rule's words in the message; GET /api/rules).",
    caller: 'approvedSeller',
    body: jsonBody(createListingInput),
    answers: { 201: jsonAnswer(catchDto, 'The listing posted') },
    errors: [409],
  }),
} satisfies ZodOpenApiPathItemObject;

/** PATCH and DELETE /api/catches/{id}, beside the catalog's single read: catalog.ts puts them on that path. */
export const listingItemOperations = {
  patch: operation({
    tag,
    summary: 'Edit a listing',
    description:
      "Someone else's listing is refused (403) before the body is read. Raising the quantity of a catch out of its season is refused (409, reason `OUT_OF_SEASON`).",
    caller: 'seller',
    params: { path: idParam },
    body: jsonBody(updateListingData),
    answers: { 200: jsonAnswer(catchDto, 'The listing as changed') },
    errors: [404, 409],
  }),
  delete: operation({
    tag,
    summary: 'Remove a listing',
    description: 'Its cart lines go with it; orders keep their own copy.',
    caller: 'seller',
    params: { path: idParam },
    answers: { 204: noContent('Removed') },
    errors: [404],
  }),
} satisfies ZodOpenApiPathItemObject;

export const listingPaths: ZodOpenApiPathsObject = {
  '/api/catches/{id}/quantity': {
    patch: operation({
      tag,
      summary: 'Set the quantity on hand',
      description:
        'With `expectedQuantity`, the write is refused (409, reason `STALE_QUANTITY`) when orders changed the quantity meanwhile.',
      caller: 'seller',
      params: { path: idParam },
      body: jsonBody(quantityData),
      answers: { 200: jsonAnswer(catchDto, 'The listing with its new quantity') },
      errors: [404, 409],
    }),
  },
  '/api/catches/{id}/promote': {
    post: operation({
      tag,
      summary: 'Start paying to feature a listing',
      description:
        "Creates the payment for featuring the listing: 7 days at most and never past the listing's expiry, charged only for the days it can be seen, ceil($5.00 × days / 7) (whole days, a started one counting). The answer says the price, the days and when the feature ends. A listing that is inactive, hidden, sold out, expired or expiring within the hour, or already featured until it expires, is refused with a 409.",
      caller: 'seller',
      params: { path: idParam },
      answers: { 200: jsonAnswer(promotionIntentDto, 'What the card form needs') },
      errors: [404, 409, 503],
      rateLimited: true,
    }),
  },
  '/api/catches/{id}/confirm-promotion': {
    post: operation({
      tag,
      summary: 'Feature a listing once its payment succeeded',
      description:
        'Reads the payment back from the provider; a payment that is not a succeeded promotion of this listing for exactly the price the server quoted for its days is refused (400), one already used is a 409. The listing is featured for the paid days, never past its expiry. Confirming the same payment again changes nothing.',
      caller: 'seller',
      params: { path: idParam },
      body: jsonBody(confirmPromotionData),
      answers: { 200: jsonAnswer(catchDto, 'The listing, featured') },
      errors: [404, 409, 503],
    }),
  },
};
