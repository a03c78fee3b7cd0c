import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/request-info';

export function createTrpcContext(c: Context<AppEnv>) {
  return {
    c,
    user: c.get('user'),
    sessionId: c.get('sessionId'),
    services: c.get('services'),
    config: c.get('config'),
    logger: c.get('logger'),
    requestId: c.get('requestId'),
    clientAddress: clientAddress(c, c.get('config').trustProxy),
  };
}
export type TrpcContext = ReturnType<typeof createTrpcContext>;
