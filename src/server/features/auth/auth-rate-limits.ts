/**
 * Brute-force brakes for sign-in and sign-up. Failed sign-ins count per account and per client
 * address; sign-ups count per address. Counters live in memory: one process serves BayCatch.
 */

import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { authMessages } from '../../../shared/messages/auth';
import { AppError } from '../../lib/app-error';

export const authRateLimitPolicy = {
  failedSignInsPerAccount: { points: 5, durationSeconds: 15 * 60 },
  failedSignInsPerAddress: { points: 20, durationSeconds: 15 * 60 },
  signUpsPerAddress: { points: 5, durationSeconds: 60 * 60 },
} as const;

function limiter(policy: { points: number; durationSeconds: number }, prefix: string) {
  return new RateLimiterMemory({
    keyPrefix: prefix,
    points: policy.points,
    duration: policy.durationSeconds,
  });
}

function tooMany(res: RateLimiterRes): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, {
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  });
}

export interface AuthRateLimits {
  assertSignInAllowed(email: string, address: string): Promise<void>;
  recordFailedSignIn(email: string, address: string): Promise<void>;
  clearAccount(email: string): Promise<void>;
  consumeSignUp(address: string): Promise<void>;
}

export function createAuthRateLimits(enabled: boolean): AuthRateLimits {
  if (!enabled) {
    return {
      assertSignInAllowed: async () => {},
      recordFailedSignIn: async () => {},
      clearAccount: async () => {},
      consumeSignUp: async () => {},
    };
  }
  const perAccount = limiter(authRateLimitPolicy.failedSignInsPerAccount, 'signin-account');
  const perAddress = limiter(authRateLimitPolicy.failedSignInsPerAddress, 'signin-address');
  const signUps = limiter(authRateLimitPolicy.signUpsPerAddress, 'signup-address');

  const assertUnder = async (rl: RateLimiterMemory, key: string) => {
    const res = await rl.get(key);
    if (res && res.consumedPoints >= rl.points) throw tooMany(res);
  };

  return {
    async assertSignInAllowed(email, address) {
      await assertUnder(perAccount, email);
      await assertUnder(perAddress, address);
    },
    async recordFailedSignIn(email, address) {
      await Promise.all([perAccount.penalty(email), perAddress.penalty(address)]);
    },
    async clearAccount(email) {
      await perAccount.delete(email);
    },
    async consumeSignUp(address) {
      try {
        await signUps.consume(address);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(error);
        throw error;
      }
    },
  };
}
