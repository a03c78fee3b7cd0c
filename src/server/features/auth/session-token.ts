/** Session tokens as lucia-auth.com describes them: 160 random bits, stored only as SHA-256. */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session used in its second half is extended, so active users stay signed in. */
export const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
