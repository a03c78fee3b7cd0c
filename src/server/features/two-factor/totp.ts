/**
 * Time-based one-time passwords (RFC 6238): HMAC-SHA1, 30-second steps, 6 digits, the settings
 * every authenticator app reads from an otpauth:// URL. The step is computed here from the
 * service's clock (not Date.now inside the library) so tests can move time, and so the step a
 * code matched can be stored: a code is never accepted twice.
 */
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** RFC 4226 asks for at least 128 bits; 160 (SHA-1's block output) is what apps expect. */
const KEY_BYTES = 20;
/** One step either side of now: a phone clock a little off, or a code typed as it turned over. */
const WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'BayCatch';

export function newTotpSecret(): string {
  const key = new Uint8Array(KEY_BYTES);
  crypto.getRandomValues(key);
  return encodeBase32NoPadding(key);
}

function keyOf(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret.replace(/\s+/g, '').toUpperCase());
}

export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator shows at `at` (or for an explicit step). */
export function totpCode(secret: string, at: Date = new Date(), step = totpStep(at)): string {
  return generateHOTP(keyOf(secret), BigInt(step), TOTP_DIGITS);
}

/**
 * The step `code` belongs to, within one step of `at` and later than `lastUsedStep`, or null.
 * Every candidate is compared in constant time, so timing tells nothing about which step was close.
 */
export function matchingStep(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null = null,
): number | null {
  const typed = new TextEncoder().encode(code);
  const now = totpStep(at);
  let found: number | null = null;
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step++) {
    const expected = new TextEncoder().encode(totpCode(secret, at, step));
    const same = typed.length === expected.length && constantTimeEqual(typed, expected);
    if (same && found === null && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The otpauth:// URL an authenticator app reads from the QR code. */
export function totpKeyUri(accountName: string, secret: string): string {
  return createTOTPKeyURI(TOTP_ISSUER, accountName, keyOf(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}
