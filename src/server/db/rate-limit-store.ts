/**
 * Rate-limit counters in the database (rate_limit_counters), through rate-limiter-flexible's
 * Drizzle store, so every app process on the database counts the same calls: a limit is a limit
 * however many processes serve BayCatch. The store's own expiry timer is off; the server's prune
 * job removes ended windows (pruneExpiredCounters).
 */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from './db-type';
import { affected } from './query';
import { rateLimitCounters } from './tables';

export interface CounterRule {
  points: number;
  durationSeconds: number;
}

export type Counter = RateLimiterDrizzle;

export function createCounter(db: Db, rule: CounterRule, keyPrefix: string): Counter {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimitCounters,
    keyPrefix,
    points: rule.points,
    duration: rule.durationSeconds,
    clearExpiredByTimeout: false,
  });
}

/** Removes counters whose window ended; returns how many. */
export async function pruneExpiredCounters(db: Db, now: Date): Promise<number> {
  return affected(await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, now)));
}
