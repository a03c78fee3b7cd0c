import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  onboardingLinkDto,
  paymentAccountStatusDto,
  publicSellerDto,
  sellerProfileDto,
} from '../../../shared/seller.dto';
import { sellerRegistrationInput, sellerUpdateData, weeklyAvailability } from '../../../shared/seller.schema';
import { idParam, jsonAnswer, jsonBody, operation } from '../operation';

const tag = 'Sellers';

export const sellerPaths: ZodOpenApiPathsObject = {
  '/api/sellers/register': {
    post: operation({
      tag,
      summary: 'Apply to sell',
      description:
        'Opens an application for an admin to decide, or reopens a rejected one. A pending or approved seller is refused (409).',
      caller: 'user',
      body: jsonBody(sellerRegistrationInput),
      answers: { 201: jsonAnswer(sellerProfileDto, 'The application, pending') },
      errors: [409],
    }),
  },
  '/api/sellers/me': {
    get: operation({
      tag,
      summary: "The caller's seller profile",
      description: 'Someone who never applied gets 404.',
      caller: 'user',
      answers: { 200: jsonAnswer(sellerProfileDto, 'The profile') },
      errors: [404],
    }),
  },
  '/api/sellers/{id}/public': {
    get: operation({
      tag,
      summary: "A seller's storefront profile",
      description:
        'Approved sellers only; anyone else (an applicant, a rejected seller, a deleted account) is 404.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(publicSellerDto, 'The public profile') },
      errors: [404],
    }),
  },
  '/api/sellers/{id}': {
    patch: operation({
      tag,
      summary: "Edit the caller's seller profile",
      description:
        "Availability, pickup location, pickup rules and the public profile. The body is the changes, or the bare weekday map as a shortcut for `{ availability }`. Someone else's profile is refused (403) before the body is read; an empty body is 400.",
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(
        z.union([
          sellerUpdateData,
          weeklyAvailability.meta({ description: 'The weekday map alone: saves it as `availability`' }),
        ]),
      ),
      answers: { 200: jsonAnswer(sellerProfileDto, 'The profile as changed') },
      errors: [403, 404],
    }),
  },
  '/api/sellers/{id}/stripe-status': {
    get: operation({
      tag,
      summary: "The seller's payout account status",
      description:
        'Read afresh from the payment provider when it can be reached; the stored status otherwise.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(paymentAccountStatusDto, 'The status') },
      errors: [403, 404],
    }),
  },
  '/api/sellers/{id}/connect-stripe': {
    post: operation({
      tag,
      summary: 'Start or resume payout account onboarding',
      description:
        'Creates the account at the payment provider on first use, then a fresh onboarding link. An account already active is a 409.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(onboardingLinkDto, 'Where to send the browser') },
      errors: [403, 404, 409, 503],
    }),
  },
};
