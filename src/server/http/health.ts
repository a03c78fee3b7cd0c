/**
 * Health endpoints for a load balancer or orchestrator. Both answer 503 from the first shutdown
 * signal on, so traffic moves elsewhere while the requests in flight finish; readiness also
 * checks that the database answers.
 */

import { Hono } from 'hono';
import { type Db, pingDatabase } from '../db/client';
import type { RequestEnv } from './request-env';

/** Shared with the process that owns the server (src/server/index.ts), which sets `draining`. */
export interface Lifecycle {
  draining: boolean;
}

export function healthRoutes(db: Db, lifecycle: Lifecycle) {
  return new Hono<RequestEnv>()
    .get('/live', (c) =>
      lifecycle.draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ok' }),
    )
    .get('/ready', async (c) => {
      if (lifecycle.draining) return c.json({ status: 'draining' }, 503);
      try {
        await pingDatabase(db);
      } catch {
        // Not ready is an answer, not a failure: the balancer moves traffic until the database is back.
        return c.json({ status: 'unavailable' }, 503);
      }
      return c.json({ status: 'ok' });
    });
}
