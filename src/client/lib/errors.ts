import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root.router';

export type FieldErrors = Record<string, string[] | undefined>;

/** The per-field messages the server attached to a validation failure, if any. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data as
      | { fieldErrors?: FieldErrors | null }
      | undefined;
    return data?.fieldErrors ?? {};
  }
  return {};
}

export function isUnauthorizedError(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401
  );
}

export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
