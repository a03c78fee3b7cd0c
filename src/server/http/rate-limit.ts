/**
 * The fair-use limiter behind every policy of rate-limit-policies.ts, and its Hono middleware.
 * Counters live in memory (rate-limiter-flexible): one process serves BayCatch. Each app gets its
 * own counters, so tests never share them.
 */
import type { MiddlewareHandler } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { httpMessages } from '../../shared/messages/http';
import { AppError } from '../lib/app-error';
import type { AppEnv } from './app-env';
import {
  type RateLimitPolicy,
  type RateLimitPolicyName,
  type RateLimitRule,
  rateLimitPolicies,
} from './rate-limit-policies';
import { clientAddress } from './request-info';

export interface RateLimitCaller {
  /**
   * The account the call counts against: the signed-in user's id, or for a signed-out call about
   * one account (a password reset) a key naming it. Without one, calls count per address only.
   */
  accountKey: string | null;
  address: string;
}

export interface RateLimits {
  /** Counts one call against the policy; throws a 429 AppError with Retry-After once it is spent. */
  consume(policy: RateLimitPolicyName, caller: RateLimitCaller): Promise<void>;
}

const limiterFor = (rule: RateLimitRule, keyPrefix: string) =>
  new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds });

export function createRateLimits(enabled: boolean): RateLimits {
  if (!enabled) return { consume: async () => {} };
  const limiters = Object.fromEntries(
    Object.entries(rateLimitPolicies).map(([name, policy]) => [
      name,
      {
        perAccount: limiterFor(policy.perAccount, `${name}-account`),
        perAddress: limiterFor(policy.perAddress, `${name}-address`),
      },
    ]),
  ) as Record<RateLimitPolicyName, { perAccount: RateLimiterMemory; perAddress: RateLimiterMemory }>;

  return {
    async consume(policy, caller) {
      const { perAccount, perAddress } = limiters[policy];
      try {
        await perAddress.consume(caller.address);
        if (caller.accountKey) await perAccount.consume(caller.accountKey);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const { message = httpMessages.tooManyRequests }: RateLimitPolicy = rateLimitPolicies[policy];
        throw new AppError('TOO_MANY_REQUESTS', message, {
          retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        });
      }
    },
  };
}

/** REST opt-in: `.post('/', rateLimit('orderPlacement'), handler)`. */
export function rateLimit(policy: RateLimitPolicyName): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await c.get('services').rateLimits.consume(policy, {
      accountKey: c.get('user')?.id ?? null,
      address: clientAddress(c, c.get('config').trustProxy),
    });
    await next();
  };
}
