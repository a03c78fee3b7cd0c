/**
 * Security events as structured log lines (`"security": "<kind>"`), so an operator can count
 * and alert on them. Callers pass identifiers only: never passwords, tokens, cookies or card data.
 */
import type { Logger } from './logger';

export type SecurityEventKind =
  | 'sign_in_failed'
  /** A passkey answer was refused: unknown credential, bad signature, a spent or expired challenge. */
  | 'passkey_sign_in_failed'
  /** A signed-in person typed a wrong password to change it or delete the account. */
  | 'password_check_failed'
  /** A wrong authenticator or recovery code at sign-in or in the two-factor settings. */
  | 'two_factor_failed'
  | 'forbidden'
  | 'rate_limited'
  | 'webhook_signature_invalid'
  | 'payment_mismatch';

export function logSecurityEvent(
  logger: Logger,
  kind: SecurityEventKind,
  fields: Record<string, string | number | boolean | null | undefined> = {},
): void {
  logger.warn(`security: ${kind.replaceAll('_', ' ')}`, { security: kind, ...fields });
}

/**
 * A refusal worth counting: 403 (someone tried what they may not) and 429 (a limit was hit, named
 * by `limit`) as security events, and 503 (the database or the payment provider could not answer)
 * as a warning.
 */
export function logRefusal(
  logger: Logger,
  status: number,
  request: { method: string; path: string; userId: string | null; address: string; requestId?: string },
  limit?: string,
): void {
  if (status === 403) logSecurityEvent(logger, 'forbidden', request);
  else if (status === 429) logSecurityEvent(logger, 'rate_limited', { ...request, limit });
  else if (status === 503) logger.warn('answered 503: a service BayCatch needs could not answer', request);
}
