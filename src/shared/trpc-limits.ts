/**
 * How many calls one batched tRPC request may carry. The server refuses a larger batch whole
 * (src/server/trpc/hono-bridge.ts), before any of it runs; the client's batch link splits at the
 * same number, so a screen never meets the refusal.
 */
export const MAX_TRPC_BATCH_CALLS = 10;
