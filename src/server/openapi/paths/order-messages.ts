import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { orderMessageDto, orderThreadDto, unreadCountDto } from '../../../shared/order-message.dto';
import { orderMessageInput } from '../../../shared/order-message.schema';
import { idParam, jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Orders';

export const orderMessagePaths: ZodOpenApiPathsObject = {
  '/api/orders/{id}/messages': {
    get: operation({
      tag,
      summary: "An order's messages",
      description:
        'The thread between the buyer and the seller of the order, oldest first. Anyone else gets 404. It stays readable after the order ends.',
      caller: 'user',
      params: { path: idParam },
      answers: { 200: jsonAnswer(orderThreadDto, 'The thread') },
      errors: [400, 404],
    }),
    post: operation({
      tag,
      summary: 'Write on an order',
      description:
        'Plain text up to 1,000 characters, to the other side of the order, who is told in the app and by e-mail at a confirmed address. Writing closes 7 days after the order ended (409).',
      caller: 'user',
      params: { path: idParam },
      body: jsonBody(orderMessageInput),
      answers: { 201: jsonAnswer(orderMessageDto, 'The message') },
      errors: [404, 409],
      rateLimited: true,
    }),
  },
  '/api/orders/{id}/messages/read': {
    post: operation({
      tag,
      summary: "Mark the other side's messages seen",
      caller: 'user',
      params: { path: idParam },
      answers: { 204: noContent('Marked') },
      errors: [400, 404],
    }),
  },
  '/api/messages/unread-count': {
    get: operation({
      tag,
      summary: 'Messages waiting for the caller',
      description: 'From sellers on their orders, and from buyers on the orders they sell.',
      caller: 'user',
      answers: { 200: jsonAnswer(unreadCountDto, 'How many') },
    }),
  },
};
