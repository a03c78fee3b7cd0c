/** Pickup pass tokens on the server: drawn with the CSPRNG, stored with their SHA-256 for lookups. */
import { createHash, randomBytes } from 'node:crypto';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A new pass: 16 random bytes as base64url, and the hash it is found by. */
export function newPassToken(): { passToken: string; passTokenHash: string } {
  const passToken = randomBytes(16).toString('base64url');
  return { passToken, passTokenHash: sha256Hex(passToken) };
}

/** Same as the shared codeHashOf, synchronously: SHA-256 of `<order id>:<normalised code>`. */
export function codeHashOf(orderId: string, normalizedCode: string): string {
  return sha256Hex(`${orderId}:${normalizedCode}`);
}
