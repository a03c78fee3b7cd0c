import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root.router';
import type { ErrorReason, FieldErrors } from '../../shared/api-errors';

/** The `data` our error formatter attaches (src/server/trpc/init.ts), typed from the router. */
type ErrorData = NonNullable<TRPCClientError<AppRouter>['data']>;

function isServerError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

function dataOf(error: unknown): ErrorData | undefined {
  return isServerError(error) ? (error.data ?? undefined) : undefined;
}

/** The per-field messages the server attached to a validation failure, if any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return dataOf(error)?.fieldErrors ?? {};
}

/** The HTTP status the server answered with; undefined when the call never got an answer. */
export function httpStatusOf(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** The stable code of a refusal a screen tells apart (see src/shared/api-errors.ts). */
export function reasonOf(error: unknown): ErrorReason | null {
  return dataOf(error)?.reason ?? null;
}

export function isUnauthorizedError(error: unknown): boolean {
  return httpStatusOf(error) === 401;
}

export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
