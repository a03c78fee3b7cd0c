/**
 * The fair-use limiter behind every policy of rate-limit-policies.ts, and its Hono middleware.
 * Counters live in the database (src/server/db/rate-limit-store.ts), so every app process on it
 * counts the same calls; each test app has a database of its own, so tests never share them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { httpMessages } from '../../shared/messages/http';
import type { Db } from '../db/client';
import { type Counter, createCounter, pruneExpiredCounters } from '../db/rate-limit-store';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
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
  /** Removes the counters whose window has ended (every limit's, sign-in's too). */
  pruneExpired(now: Date): Promise<number>;
}

export function createRateLimits(db: Db, enabled: boolean): RateLimits {
  const pruneExpired = (now: Date) => pruneExpiredCounters(db, now);
  if (!enabled) return { consume: async () => {}, pruneExpired };
  const counterFor = (rule: RateLimitRule, keyPrefix: string) => createCounter(db, rule, keyPrefix);
  const limiters = Object.fromEntries(
    Object.entries(rateLimitPolicies).map(([name, policy]) => [
      name,
      {
        perAccount: counterFor(policy.perAccount, `${name}-account`),
        perAddress: counterFor(policy.perAddress, `${name}-address`),
      },
    ]),
  ) as Record<RateLimitPolicyName, { perAccount: Counter; perAddress: Counter }>;

  return {
    pruneExpired,
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
          limit: policy,
        });
      }
    },
  };
}

/** What the middleware reads off the request; every app request carries it (./request-env.ts). */
interface RateLimitedEnv {
  Variables: { services: { rateLimits: RateLimits }; user: { id: string } | null; config: Config };
}

/** Counts this request against the policy, as its signed-in user and from its address. */
export function countRequest<E extends RateLimitedEnv>(
  c: Context<E>,
  policy: RateLimitPolicyName,
): Promise<void> {
  return c.get('services').rateLimits.consume(policy, {
    accountKey: c.get('user')?.id ?? null,
    address: clientAddress(c, c.get('config').trustProxy),
  });
}

/** REST opt-in: `.post('/', rateLimit('orderPlacement'), handler)`. */
export function rateLimit(policy: RateLimitPolicyName): MiddlewareHandler<RateLimitedEnv> {
  return async (c, next) => {
    await countRequest(c, policy);
    await next();
  };
}
