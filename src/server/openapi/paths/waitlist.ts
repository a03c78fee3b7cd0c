import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { MAX_SPECIES_WAITLIST_PLACES } from '../../../shared/species-waitlist';
import {
  sellerSpeciesWaitlistDto,
  speciesWaitlistJoinInput,
  speciesWaitlistLeaveInput,
  speciesWaitlistStatusDto,
  waitlistJoinInput,
  waitlistPlaceDto,
  waitlistStatusDto,
} from '../../../shared/waitlist.schema';
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
  '/api/sellers/{id}/waitlist': {
    get: operation({
      tag,
      summary: "A seller's species to wait for, with the caller's places",
      description:
        "The species of the seller's listings (any state) of which nothing is on sale now, each with the caller's place in its line or `entry: null`. 404 for a seller who is not approved or is suspended.",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(sellerSpeciesWaitlistDto, "The species, in the post form's order") },
      errors: [400, 404],
    }),
    post: operation({
      tag,
      summary: 'Join the waitlist for a species of a seller',
      description: `For a species the seller has listed before and has nothing on sale of now. The caller takes the next place in that line, wanting \`qty\` units (1 when left out). When the seller lists the species (or re-activates a listing of it), the line becomes the listing's line in its order and the stock is held for the first in line as on a sold-out listing's waitlist. Joining twice answers the place already held. 409 with reason \`SPECIES_ON_SALE\` when the species is on sale now (buy it, or join that listing's waitlist), \`SPECIES_NEVER_LISTED\` for a species the seller never listed, \`TOO_MANY_PLACES\` past ${MAX_SPECIES_WAITLIST_PLACES} species places; 403 on the caller's own storefront; 404 for a seller who is not approved or is suspended.`,
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(speciesWaitlistJoinInput),
      answers: { 201: jsonAnswer(speciesWaitlistStatusDto, "The caller's place, or the one they had") },
      errors: [400, 403, 404, 409],
    }),
    delete: operation({
      tag,
      summary: 'Leave the waitlist for a species of a seller',
      caller: 'user',
      params: { path: idParam, query: speciesWaitlistLeaveInput },
      answers: { 200: jsonAnswer(speciesWaitlistStatusDto, '`entry: null`') },
      errors: [400, 404],
    }),
  },
  '/api/waitlist': {
    get: operation({
      tag,
      summary: "The caller's places in line, with any hold and when it ends",
      description:
        "Places in listings' lines (`kind: listing`), oldest first, then places in sellers' species lines (`kind: species`), oldest first.",
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(waitlistPlaceDto), 'Listing places, then species places') },
    }),
  },
};
