/**
 * Brakes on reset e-mails: a few per address asked for (so nobody floods one inbox) and a few more
 * per client address (so nobody walks a list of addresses). Counters live in memory like sign-in's.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { authMessages } from '../../../shared/messages/auth';
import { AppError } from '../../lib/app-error';

export const passwordResetRateLimitPolicy = {
  requestsPerEmail: { points: 3, durationSeconds: 60 * 60 },
  requestsPerAddress: { points: 10, durationSeconds: 60 * 60 },
} as const;

export interface PasswordResetRateLimits {
  consumeRequest(email: string, address: string): Promise<void>;
}

export function createPasswordResetRateLimits(enabled: boolean): PasswordResetRateLimits {
  if (!enabled) return { consumeRequest: async () => {} };
  const { requestsPerEmail, requestsPerAddress } = passwordResetRateLimitPolicy;
  const perEmail = new RateLimiterMemory({
    keyPrefix: 'reset-email',
    points: requestsPerEmail.points,
    duration: requestsPerEmail.durationSeconds,
  });
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'reset-address',
    points: requestsPerAddress.points,
    duration: requestsPerAddress.durationSeconds,
  });
  return {
    async consumeRequest(email, address) {
      try {
        await perAddress.consume(address);
        await perEmail.consume(email);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}
