import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { cartLineDto } from '../../../shared/cart.dto';
import { addToCartInput, cartLineIdInput, cartQuantityBody } from '../../../shared/cart.schema';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Cart';

export const cartPaths: ZodOpenApiPathsObject = {
  '/api/cart': {
    get: operation({
      tag,
      summary: "The buyer's cart",
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(cartLineDto), 'The cart lines') },
    }),
    post: operation({
      tag,
      summary: 'Add a catch to the cart',
      description:
        "For one of the catch's pickup windows: on `pickupDate`, or its next open slot without one. The same catch and slot again adds to the existing line (200). Your own catch is refused (403); a slot that is closed, full or past the catch's expiry, a catch gone, or more than its stock is a 409.",
      caller: 'user',
      body: jsonBody(addToCartInput),
      answers: {
        201: jsonAnswer(cartLineDto, 'A new line'),
        200: jsonAnswer(cartLineDto, 'An existing line, with the quantity added'),
      },
      errors: [403, 404, 409],
    }),
  },
  '/api/cart/{id}': {
    patch: operation({
      tag,
      summary: "Change a line's quantity",
      description:
        "Someone else's line, or none, is 404 before the body is read; more than the stock, or a catch gone, is a 409.",
      caller: 'user',
      params: { path: cartLineIdInput },
      body: jsonBody(cartQuantityBody),
      answers: { 200: jsonAnswer(cartLineDto, 'The line') },
      errors: [404, 409],
    }),
    delete: operation({
      tag,
      summary: 'Remove a line',
      caller: 'user',
      params: { path: cartLineIdInput },
      answers: { 204: noContent('Removed') },
      errors: [400, 404],
    }),
  },
};
