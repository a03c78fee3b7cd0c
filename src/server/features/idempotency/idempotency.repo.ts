/** The answers kept for repeatable requests, per person, operation and key. */
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import { idempotentRequests } from '../../db/tables';

export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;
type RequestKey = Pick<IdempotentRequestRow, 'userId' | 'operation' | 'key'>;

const matching = ({ userId, operation, key }: RequestKey) =>
  and(
    eq(idempotentRequests.userId, userId),
    eq(idempotentRequests.operation, operation),
    eq(idempotentRequests.key, key),
  );

export function createIdempotencyRepo(db: Db) {
  return {
    /** Claims the key for a first run; false when a request with it was there first. */
    async claim(request: RequestKey & { requestHash: string }): Promise<boolean> {
      const row = first(
        await db.insert(idempotentRequests).values(request).onConflictDoNothing().returning(),
      );
      return row !== undefined;
    },
    async find(request: RequestKey): Promise<IdempotentRequestRow | undefined> {
      return first(await db.select().from(idempotentRequests).where(matching(request)));
    },
    async finish(request: RequestKey, responseStatus: number, responseBody: string): Promise<void> {
      await db.update(idempotentRequests).set({ responseStatus, responseBody }).where(matching(request));
    },
    /** Forgets a key: its first run failed, so a retry may run afresh. */
    async release(request: RequestKey): Promise<void> {
      await db.delete(idempotentRequests).where(matching(request));
    },
    async pruneOlderThan(cutoff: Date): Promise<number> {
      return affected(await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, cutoff)));
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
