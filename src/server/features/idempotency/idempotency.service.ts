/**
 * Runs a request once per key (src/shared/idempotency.ts). The first request with a key claims
 * it and keeps its answer; a repeat gets that answer; a repeat that arrives while the first is
 * still running waits for it. A first run that fails forgets the key, so the person can try again
 * once the cause is fixed (an emptied cart line, a closed pickup). Answers are wire DTOs: plain JSON.
 */
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyMessages } from '../../../shared/idempotency';
import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/pass-token';
import type { IdempotencyRepo } from './idempotency.repo';

interface Options {
  repo: IdempotencyRepo;
  now?: () => Date;
  /** How long a repeat waits for the first run before saying it is still running. */
  waitMs?: number;
  pollMs?: number;
}

export interface RepeatableRequest {
  userId: string;
  operation: string;
  /** Absent: the client did not ask for it, and the request simply runs. */
  key: string | undefined;
  /** What the request asked for; the same key with another input is refused. */
  input: unknown;
}

export interface RepeatableAnswer<T> {
  status: number;
  body: T;
  /** The answer of an earlier request with the same key. */
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdempotencyService({
  repo,
  now = () => new Date(),
  waitMs = 10_000,
  pollMs = 100,
}: Options) {
  return {
    async run<T>(
      request: RepeatableRequest,
      status: number,
      work: () => Promise<T>,
    ): Promise<RepeatableAnswer<T>> {
      const { userId, operation, key } = request;
      if (key === undefined) return { status, body: await work(), replayed: false };
      const id = { userId, operation, key };
      const requestHash = sha256Hex(JSON.stringify(request.input ?? null));
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        if (await repo.claim({ ...id, requestHash })) {
          try {
            const body = await work();
            await repo.finish(id, status, JSON.stringify(body));
            return { status, body, replayed: false };
          } catch (error) {
            await repo.release(id);
            throw error;
          }
        }
        const kept = await repo.find(id);
        // Released by a failed first run (or expired) meanwhile: claim it afresh.
        if (!kept) continue;
        if (kept.createdAt.getTime() < now().getTime() - IDEMPOTENCY_KEY_TTL_MS) {
          await repo.release(id);
          continue;
        }
        if (kept.requestHash !== requestHash)
          throw new AppError('CONFLICT', idempotencyMessages.otherRequest);
        if (kept.responseStatus !== null && kept.responseBody !== null) {
          return { status: kept.responseStatus, body: JSON.parse(kept.responseBody) as T, replayed: true };
        }
        if (Date.now() >= giveUpAt)
          throw new AppError('CONFLICT', idempotencyMessages.stillRunning, { reason: 'STILL_RUNNING' });
        await sleep(pollMs);
      }
    },
    /** Forgets keys older than a day. */
    prune(at: Date): Promise<number> {
      return repo.pruneOlderThan(new Date(at.getTime() - IDEMPOTENCY_KEY_TTL_MS));
    },
  };
}
