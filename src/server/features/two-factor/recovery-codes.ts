/** Recovery codes: ten single-use codes shown once, kept only as SHA-256. */
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: codes are read off paper and typed on phones. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** One code as shown: `xxxxx-xxxxx`, about 49 bits, tried only after the password and under a lock. */
function newRecoveryCode(): string {
  const bytes = new Uint8Array(LENGTH);
  crypto.getRandomValues(bytes);
  // 256 is not a multiple of 31; the bias this leaves is a fraction of a bit over ten characters.
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** Case, spaces and the dash do not matter (the input schema normalises them the same way). */
export function hashRecoveryCode(code: string): string {
  const normalised = code.replace(/[\s-]+/g, '').toLowerCase();
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normalised)));
}
