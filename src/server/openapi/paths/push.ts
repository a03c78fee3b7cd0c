import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { pushKeyDto, pushSubscriptionDto } from '../../../shared/push.dto';
import { pushSubscriptionInput, pushUnsubscribeInput } from '../../../shared/push.schema';
import { jsonAnswer, jsonBody, noContent, operation } from '../operation';

const tag = 'Notifications';

export const pushPaths: ZodOpenApiPathsObject = {
  '/api/push/key': {
    get: operation({
      tag,
      summary: 'The Web Push key',
      description:
        'The VAPID public key a browser subscribes with (`applicationServerKey`): from the VAPID settings, or generated at first start and kept.',
      caller: 'anyone',
      answers: { 200: jsonAnswer(pushKeyDto, 'The key') },
    }),
  },
  '/api/push/subscriptions': {
    get: operation({
      tag,
      summary: "The caller's devices with phone alerts on",
      description:
        'Newest first; `thisSession` marks the one made in the current session. A browser compares its own subscription with this list to know whether alerts are really on.',
      caller: 'user',
      answers: { 200: jsonAnswer(z.array(pushSubscriptionDto), 'The subscriptions') },
    }),
    post: operation({
      tag,
      summary: 'Turn on phone alerts for this device',
      description:
        "The browser's `PushSubscription` JSON (an https:// endpoint and URL-safe Base64 keys). It belongs to the caller's current session: signing out removes it. Buyers then get a push when an order is ready or changes, or the seller writes. Subscribing the same endpoint again takes it over. Only endpoints of the browsers' push services are accepted (Google FCM, Mozilla, Apple, Microsoft; 400 otherwise), and at most 10 devices per account (409 past that). Nothing about delivery is ever answered.",
      caller: 'user',
      body: jsonBody(pushSubscriptionInput),
      answers: { 201: jsonAnswer(pushSubscriptionDto, 'Subscribed') },
      errors: [409],
      rateLimited: true,
    }),
    delete: operation({
      tag,
      summary: 'Turn off phone alerts for a device',
      description: "By endpoint; someone else's subscription, or an unknown one, is 404.",
      caller: 'user',
      body: jsonBody(pushUnsubscribeInput),
      answers: { 204: noContent('Removed') },
      errors: [404],
      rateLimited: true,
    }),
  },
};
