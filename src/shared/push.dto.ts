/** Web push: the server's key and the caller's subscriptions. */
import { z } from 'zod';
import { instant } from './wire-formats';

export const pushKeyDto = z
  .object({
    publicKey: z.string().meta({ description: "The server's VAPID public key, URL-safe Base64 (65 bytes)" }),
  })
  .meta({ id: 'PushKey' });
export type PushKeyDto = z.output<typeof pushKeyDto>;

export const pushSubscriptionDto = z
  .object({
    endpoint: z.string().meta({ description: "The browser's push service address" }),
    createdAt: instant,
    thisSession: z.boolean().meta({ description: "Whether it was made in the caller's current session" }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionDto = z.output<typeof pushSubscriptionDto>;
