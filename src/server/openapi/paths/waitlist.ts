import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { waitlistEntryDto, waitlistJoinInput, waitlistStatusDto } from '../../../shared/waitlist.schema';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Waitlist';

export const waitlistPaths: ZodOpenApiPathsObject = {
  '/api/catches/{id}/waitlist': {
    post: operation({
      tag,
      summary: 'Join the waitlist of a sold-out listing',
      description:
        "The caller (a buyer) takes the next place in line, wanting `qty` units (1 when left out). Units that come back (a cancel, a no-show, a weather-out, a restock) are held for the first in line for WAITLIST_HOLD_MINUTES (30) and claimed by the normal cart add and checkout. Joining twice answers the place already held. 409 with reason `NOT_SOLD_OUT` while the listing has stock, `OFF_SALE` when it is not on sale; 403 for the seller's own listing.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(waitlistJoinInput, false),
      answers: { 201: jsonAnswer(waitlistStatusDto, "The caller's place, or the one they had") },
      errors: [403, 404, 409],
    }),
    get: operation({
      tag,
      summary: "The caller's place in a listing's line",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(waitlistStatusDto, 'The place with any hold, or `entry: null`') },
    }),
    delete: operation({
      tag,
      summary: 'Leave the waitlist',
      description: 'Units held for the caller pass to the next in line at once.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(waitlistStatusDto, '`entry: null`') },
      errors: [404],
    }),
  },
  '/api/waitlist': {
    get: operation({
      tag,
      summary: "The caller's places in line, with any hold and when it ends",
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(waitlistEntryDto), 'Oldest first') },
    }),
  },
};
