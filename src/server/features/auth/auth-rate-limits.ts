/**
 * Brute-force brakes for sign-in and sign-up. Failed sign-ins count per account and per client
 * address; sign-ups count per address. Counters live in the database, so every app process on it
 * counts the same attempts (src/server/db/rate-limit-store.ts).
 */

import { RateLimiterRes } from 'rate-limiter-flexible';
import { authMessages } from '../../../shared/messages/auth';
import type { Db } from '../../db/client';
import { type Counter, createCounter } from '../../db/rate-limit-store';
import { AppError } from '../../lib/app-error';

export const authRateLimitPolicy = {
  failedSignInsPerAccount: { points: 5, durationSeconds: 15 * 60 },
  failedSignInsPerAddress: { points: 20, durationSeconds: 15 * 60 },
  signUpsPerAddress: { points: 5, durationSeconds: 60 * 60 },
} as const;

type AuthLimitName = keyof typeof authRateLimitPolicy;

function tooMany(res: RateLimiterRes, limit: AuthLimitName): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, {
    retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    limit,
  });
}

export interface AuthRateLimits {
  assertSignInAllowed(email: string, address: string): Promise<void>;
  recordFailedSignIn(email: string, address: string): Promise<void>;
  clearAccount(email: string): Promise<void>;
  consumeSignUp(address: string): Promise<void>;
}

export function createAuthRateLimits(db: Db, enabled: boolean): AuthRateLimits {
  if (!enabled) {
    return {
      assertSignInAllowed: async () => {},
      recordFailedSignIn: async () => {},
      clearAccount: async () => {},
      consumeSignUp: async () => {},
    };
  }
  const perAccount = createCounter(db, authRateLimitPolicy.failedSignInsPerAccount, 'signin-account');
  const perAddress = createCounter(db, authRateLimitPolicy.failedSignInsPerAddress, 'signin-address');
  const signUps = createCounter(db, authRateLimitPolicy.signUpsPerAddress, 'signup-address');

  const assertUnder = async (rl: Counter, key: string, limit: AuthLimitName) => {
    const res = await rl.get(key);
    if (res && res.consumedPoints >= rl.points) throw tooMany(res, limit);
  };

  return {
    async assertSignInAllowed(email, address) {
      await assertUnder(perAccount, email, 'failedSignInsPerAccount');
      await assertUnder(perAddress, address, 'failedSignInsPerAddress');
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
        if (error instanceof RateLimiterRes) throw tooMany(error, 'signUpsPerAddress');
        throw error;
      }
    },
  };
}
