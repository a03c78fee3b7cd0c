import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  createStandingOrderInput,
  MAX_STANDING_ORDERS,
  skipWeekBody,
  standingCardSetupDto,
  standingDemandDto,
  standingOrderDto,
  updateStandingOrderBody,
} from '../../../shared/standing-order.schema';
import { idParam, jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Standing orders';

export const standingOrderPaths: ZodOpenApiPathsObject = {
  '/api/standing-orders': {
    get: operation({
      tag,
      summary: "The caller's standing orders",
      description: 'Oldest first, each with its skipped weeks and its latest week filled or not (and why).',
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(standingOrderDto), 'Standing orders') },
    }),
    post: operation({
      tag,
      summary: 'Set up a standing order',
      description: `A weekly order with one seller, filled when the seller posts or restocks a listing that fits it at or under maxUnitPrice (a decimal string). Buyers only (sellers and admins 403); the window must be one of the seller's weekly pickup windows (400 naming the field); card only with a seller who takes cards (400 on paymentMethod), and a card standing order fills only once its card is saved (POST /api/standing-orders/{id}/card); at most ${MAX_STANDING_ORDERS} per buyer (409).`,
      caller: 'user',
      body: jsonBody(createStandingOrderInput),
      answers: { 201: jsonAnswer(standingOrderDto, 'The standing order') },
      errors: [403, 409],
    }),
  },
  '/api/standing-orders/{id}': {
    patch: operation({
      tag,
      summary: 'Change, pause or resume a standing order',
      description: "Any field but the seller; `paused: true` pauses, `false` resumes. Someone else's is 404.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(updateStandingOrderBody),
      answers: { 200: jsonAnswer(standingOrderDto, 'The standing order') },
      errors: [404],
    }),
    delete: operation({
      tag,
      summary: 'End a standing order',
      description: "Orders it already made stay. Someone else's is 404.",
      caller: 'user',
      params: { path: idParam },
      answers: { 204: noContent('Ended') },
      errors: [400, 404],
    }),
  },
  '/api/standing-orders/{id}/skip': {
    post: operation({
      tag,
      summary: 'Skip one week',
      description:
        "The date (YYYY-MM-DD) of a coming pickup of the standing order's window; it is not filled that week.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(skipWeekBody),
      answers: { 200: jsonAnswer(standingOrderDto, 'The standing order') },
      errors: [404],
    }),
  },
  '/api/standing-orders/{id}/card': {
    post: operation({
      tag,
      summary: "Save a card standing order's card",
      description:
        "The payments provider's setup intent whose client secret the card form confirms (Stripe.js `confirmSetup`, or the test-mode form); made once per standing order. The card is kept by the provider, never by BayCatch. Each week the standing order fills, its order is paid with this card under the card rules of the day: held at once for a pickup within six days, at the cut-off for a later one. A cash standing order is 409; someone else's is 404.",
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(standingCardSetupDto, 'The setup intent') },
      errors: [400, 404, 409],
    }),
  },
  '/api/standing-orders/{id}/card/sync': {
    post: operation({
      tag,
      summary: 'Check that the card was saved',
      description:
        'After the card form: the setup intent as the provider holds it decides; `cardSaved` answers. A signed `setup_intent.succeeded` webhook does the same for a buyer who left the page.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(standingOrderDto, 'The standing order') },
      errors: [400, 404],
    }),
  },
  '/api/crabber/standing-demand': {
    get: operation({
      tag,
      summary: "The seller's standing demand",
      description: 'Per weekly window: what active standing orders want, and how many buyers want it.',
      caller: 'seller',
      answers: { 200: jsonAnswer(z.array(standingDemandDto), 'Demand per window') },
    }),
  },
};
