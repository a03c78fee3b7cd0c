import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root.router';
import type { ErrorReason, FieldErrors } from '../../shared/api-errors';
import { authMessages } from '../../shared/messages/auth';
import { networkMessages } from '../../shared/messages/network';

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

/**
 * A call refused because nobody is signed in: the contract's 401 `Unauthorized` (DESIGN.md, error
 * answers). Other 401s refuse a sign-in itself (a wrong password, a passkey or code that failed)
 * and carry their own words for the person.
 */
export function isSignedOutError(error: unknown): boolean {
  return httpStatusOf(error) === 401 && error instanceof Error && error.message === authMessages.unauthorized;
}

/**
 * A call that got no usable answer: the network dropped (fetch's TypeError, whatever the browser
 * words it as) or something between us answered instead of the server (no error data).
 */
export function isNoAnswer(error: unknown): boolean {
  if (isServerError(error)) return error.data == null;
  return error instanceof TypeError;
}

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/** "title: Title is required" is the API's wording; a person gets the field's own message. */
function plainValidationMessage(error: unknown, message: string): string {
  const first = Object.values(fieldErrorsOf(error)).flat()[0];
  if (typeof first === 'string' && first !== '') return first;
  return message.replace(/^[\w.[\]]+: (?=\S)/, '');
}

/** What went wrong, in words for the person using the screen: never a browser's or a developer's message. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isNoAnswer(error)) return isOffline() ? networkMessages.offline : networkMessages.unreachable;
  if (isSignedOutError(error)) return networkMessages.signedOut;
  if (!(error instanceof Error) || !error.message) return fallback;
  if (httpStatusOf(error) === 400) return plainValidationMessage(error, error.message);
  return error.message;
}
