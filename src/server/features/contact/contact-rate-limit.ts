/**
 * A brake on the contact form: each message becomes an e-mail to support, so one address may
 * send only a few an hour. Counted in memory, like the sign-in limits: one process serves BayCatch.
 */

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { contactMessages } from '../../../shared/messages/contact';
import { AppError } from '../../lib/app-error';

export const contactRateLimitPolicy = {
  messagesPerAddress: { points: 5, durationSeconds: 60 * 60 },
} as const;

export interface ContactRateLimit {
  consumeMessage(address: string): Promise<void>;
}

export function createContactRateLimit(enabled: boolean): ContactRateLimit {
  if (!enabled) return { consumeMessage: async () => {} };
  const { points, durationSeconds } = contactRateLimitPolicy.messagesPerAddress;
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'contact-address',
    points,
    duration: durationSeconds,
  });
  return {
    async consumeMessage(address) {
      try {
        await perAddress.consume(address);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('TOO_MANY_REQUESTS', contactMessages.tooMany, {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}
