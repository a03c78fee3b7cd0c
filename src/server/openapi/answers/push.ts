import { z } from 'zod';
import type { PushKeyDto, PushSubscriptionDto } from '../../../shared/push.schema';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const pushKeyDto = answerSchema<PushKeyDto>()(
  z
    .object({
      publicKey: z
        .string()
        .meta({ description: "The server's VAPID public key, URL-safe Base64 (65 bytes)" }),
    })
    .meta({ id: 'PushKey' }),
);

export const pushSubscriptionDto = answerSchema<PushSubscriptionDto>()(
  z
    .object({
      endpoint: z.string().meta({ description: "The browser's push service address" }),
      createdAt: instant,
      thisSession: z.boolean().meta({ description: "Whether it was made in the caller's current session" }),
    })
    .meta({ id: 'PushSubscription' }),
);
