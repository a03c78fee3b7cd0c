/** Web Push: the key pair, who the push services may contact, and extra endpoints for tests. */
import { z } from 'zod';
import { emptyAsUndefined, optionalString } from './fields';

export const pushSettings = {
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /**
   * For tests and a local push server only: origins (https://host:port) accepted as Web Push
   * endpoints besides the known push services, private addresses included. Off (empty) by default.
   */
  PUSH_EXTRA_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({ protocol: /^https$/, error: 'each must be an https:// origin' })
            .transform((url) => new URL(url).origin),
        ),
      )
      .optional(),
  ),
};
