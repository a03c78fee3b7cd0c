/**
 * Tokens for links sent by e-mail (password reset, address confirmation): 256 random bits in the
 * link, only their SHA-256 in the database, so the table alone opens nothing.
 */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

export function generateLinkToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** The stored id of a link token. */
export function linkTokenId(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
