import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { FieldErrors } from '../../shared/api-errors';
import { httpMessages } from '../../shared/messages/http';
import { requireAdmin, requireApprovedSeller, requireSeller, requireUser } from '../features/auth/access';
import type { RateLimitPolicyName } from '../http/rate-limit-policies';
import { appErrorCodes, findAppError } from '../lib/app-error';
import { logRefusal } from '../lib/security-log';
import { describeZodError } from '../lib/validation';
import type { TrpcContext } from './context';
import { wireTransformer } from './transformer';

/** The request id a failure before the context was made carries itself (context.ts). */
const requestIdOn = (error: unknown): string | undefined =>
  (error as { requestId?: unknown }).requestId as string | undefined;

const t = initTRPC.context<TrpcContext>().create({
  transformer: wireTransformer,
  errorFormatter({ shape, error, ctx }) {
    const appError = findAppError(error);
    let fieldErrors: FieldErrors | undefined = appError?.fieldErrors;
    let message = shape.message;
    if (error.cause instanceof ZodError) ({ message, fieldErrors } = describeZodError(error.cause));
    if (error.code === 'INTERNAL_SERVER_ERROR') message = httpMessages.internal;
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        fieldErrors: fieldErrors ?? null,
        reason: appError?.reason ?? null,
        // A 5xx names the request, as its log line does, so a report can be matched to the log.
        ...(shape.data.httpStatus >= 500 ? { requestId: ctx?.requestId ?? requestIdOn(error) } : {}),
      },
    };
  },
});

/**
 * Turns a service's AppError into the matching tRPC error. In tRPC v11 `next()` does not throw
 * on resolver errors, so the result is inspected instead.
 */
const appErrors = t.middleware(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  const appError = findAppError(result.error);
  if (appError) {
    logRefusal(
      ctx.logger,
      appError.status,
      {
        method: ctx.c.req.method,
        path,
        userId: ctx.user?.id ?? null,
        address: ctx.clientAddress,
        requestId: ctx.requestId,
      },
      appError.limit,
    );
    if (appError.retryAfterSeconds) ctx.c.header('Retry-After', String(appError.retryAfterSeconds));
    throw new TRPCError({
      code: appErrorCodes[appError.code].trpc,
      message: appError.message,
      cause: appError,
    });
  }
  if (result.error.code === 'INTERNAL_SERVER_ERROR') {
    ctx.logger.error('procedure failed', {
      path,
      requestId: ctx.requestId,
      error: result.error.cause ?? result.error,
    });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(appErrors);

/** Guards run inside the error middleware so their AppErrors map like any other. */
const guarded = <U>(guard: (user: TrpcContext['user']) => U) =>
  publicProcedure.use(({ ctx, next }) => next({ ctx: { user: guard(ctx.user) } }));

export const authedProcedure = guarded(requireUser);
export const sellerProcedure = guarded(requireSeller);
export const approvedSellerProcedure = guarded(requireApprovedSeller);
export const adminProcedure = guarded(requireAdmin);

/** tRPC opt-in to a fair-use policy, the twin of REST's `rateLimit(name)`: `.use(rateLimited('promotion'))`. */
export const rateLimited = (policy: RateLimitPolicyName) =>
  t.middleware(async ({ ctx, next }) => {
    await ctx.services.rateLimits.consume(policy, {
      accountKey: ctx.user?.id ?? null,
      address: ctx.clientAddress,
    });
    return next();
  });
