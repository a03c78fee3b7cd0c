/**
 * The wire transformer: superjson, with a fast lane for answers that are plain JSON already.
 * Most answers are DTOs of strings, numbers, booleans, arrays and plain objects (money and dates
 * travel as strings), for which superjson's walk only rediscovers that nothing needs encoding;
 * on a catalog page that walk cost ten times the JSON encoding. Such answers go out in
 * superjson's own envelope ({ json }) without the walk; anything else (a Date, a Map, undefined,
 * NaN, a cycle or very deep nesting) goes through superjson as before. The client decodes both
 * with superjson.
 */

import { TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { httpMessages } from '../../shared/messages/http';

const MAX_DEPTH = 32;

function isPlainJson(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (!isPlainJson(item, depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const key in value) {
    if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

export const wireTransformer = {
  serialize: (value: unknown) => (isPlainJson(value, 0) ? { json: value } : superjson.serialize(value)),
  deserialize: <T>(payload: unknown): T => {
    try {
      return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0]);
    } catch (cause) {
      // Input superjson cannot read is the caller's mistake, not ours.
      throw new TRPCError({ code: 'BAD_REQUEST', message: httpMessages.malformedInput, cause });
    }
  },
};
