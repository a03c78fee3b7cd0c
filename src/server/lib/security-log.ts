/**
 * Security events as structured log lines (`"security": "<kind>"`), so an operator can count
 * and alert on them. Callers pass identifiers only: never passwords, tokens, cookies or card data.
 */
import type { Logger } from './logger';

export type SecurityEventKind =
  | 'sign_in_failed'
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
