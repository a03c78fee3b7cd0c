import { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/request-info';
import { appErrorCodes } from '../lib/app-error';
import { logRefusal } from '../lib/security-log';

export function createTrpcContext(c: Context<AppEnv>) {
  const sessionFailure = c.get('sessionFailure');
  if (sessionFailure) {
    if (sessionFailure.retryAfterSeconds) c.header('Retry-After', String(sessionFailure.retryAfterSeconds));
    const requestId = c.get('requestId');
    // No context reaches the procedures' refusal log or the error shape, so both are done here:
    // the answer carries the request id its log line has (init.ts reads it off the error).
    logRefusal(
      c.get('logger'),
      sessionFailure.status,
      {
        method: c.req.method,
        path: c.req.path,
        userId: null,
        address: clientAddress(c, c.get('config').trustProxy),
        requestId,
      },
      sessionFailure.limit,
    );
    throw Object.assign(
      new TRPCError({
        code: appErrorCodes[sessionFailure.code].trpc,
        message: sessionFailure.message,
        cause: sessionFailure,
      }),
      { requestId },
    );
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
