/**
 * How long a session lives. Everyone keeps a 30-day sliding session, except admins: an admin
 * session can approve sellers and see every order, so it ends 12 hours after sign-in whatever
 * happens, and after 30 minutes without a request.
 */
import type { UserRole } from '../../../shared/roles';
import { SESSION_RENEW_BEFORE_MS, SESSION_TTL_MS } from './session-token';

export const ADMIN_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const ADMIN_SESSION_IDLE_MS = 30 * 60 * 1000;
/** An admin session's expiry moves at most once a minute, so each request does not write a row. */
const ADMIN_RENEW_STEP_MS = 60 * 1000;

interface SessionTimes {
  createdAt: Date;
  expiresAt: Date;
}

/** The expiry of a session that starts at `at`. */
export function initialExpiry(role: UserRole, at: Date): Date {
  if (role === 'admin') return new Date(at.getTime() + ADMIN_SESSION_IDLE_MS);
  return new Date(at.getTime() + SESSION_TTL_MS);
}

/**
 * What a request at `at` does to a session: 'expired', a new expiry to store, or 'unchanged'.
 */
export function onSessionUse(
  role: UserRole,
  session: SessionTimes,
  at: Date,
): 'expired' | 'unchanged' | Date {
  const current = at.getTime();
  if (current >= session.expiresAt.getTime()) return 'expired';
  if (role === 'admin') {
    const absoluteEnd = session.createdAt.getTime() + ADMIN_SESSION_ABSOLUTE_MS;
    if (current >= absoluteEnd) return 'expired';
    const next = Math.min(current + ADMIN_SESSION_IDLE_MS, absoluteEnd);
    // Also shortens a long session of someone who became an admin after signing in.
    const stored = session.expiresAt.getTime();
    if (next < stored || next - stored >= ADMIN_RENEW_STEP_MS) return new Date(next);
    return 'unchanged';
  }
  if (session.expiresAt.getTime() - current < SESSION_RENEW_BEFORE_MS)
    return new Date(current + SESSION_TTL_MS);
  return 'unchanged';
}
