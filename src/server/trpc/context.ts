import { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/request-info';
import { appErrorCodes } from '../lib/app-error';

export function createTrpcContext(c: Context<AppEnv>) {
  const sessionFailure = c.get('sessionFailure');
  if (sessionFailure) {
    if (sessionFailure.retryAfterSeconds) c.header('Retry-After', String(sessionFailure.retryAfterSeconds));
    throw new TRPCError({
      code: appErrorCodes[sessionFailure.code].trpc,
      message: sessionFailure.message,
      cause: sessionFailure,
    });
  }
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
