import { inject } from 'vitest';
import type { E2EServer } from './global-setup';

/**
 * The BayCatch this test file's worker talks to (global-setup.ts starts one per worker): its
 * address and the folder its e-mails land in. A file runs wholly in one worker.
 */
export function e2eServer(): E2EServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  const server = servers[worker % servers.length];
  if (!server) throw new Error('no BayCatch was started for the browser tests (global-setup.ts)');
  return server;
}
