/**
 * The one error type services throw. The table below is the only mapping from our codes to
 * HTTP statuses and tRPC codes; the REST onError and the tRPC middleware both read it.
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ErrorReason, FieldErrors } from '../../shared/api-errors';

export const appErrorCodes = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { status: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  TOO_MANY_REQUESTS: { status: 429, trpc: 'TOO_MANY_REQUESTS' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR' },
  /** An outside service (the payment provider) cannot be reached; the caller may try again. */
  UNAVAILABLE: { status: 503, trpc: 'SERVICE_UNAVAILABLE' },
} as const satisfies Record<string, { status: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type AppErrorCode = keyof typeof appErrorCodes;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** A stable code for refusals the client tells apart; the message stays the words people read. */
  readonly reason: ErrorReason | undefined;
  /** For a 429: the name of the limit that was spent, for the security log (security-log.ts). */
  readonly limit: string | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options: {
      fieldErrors?: FieldErrors;
      retryAfterSeconds?: number;
      reason?: ErrorReason;
      limit?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.reason = options.reason;
    this.limit = options.limit;
  }

  get status(): number {
    return appErrorCodes[this.code].status;
  }
}

export function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
