/**
 * The pickup pass (docs/product/orders-and-pickup.md): its QR carries a random 128-bit token,
 * `baycatch:pass:<token>`, and the short pickup code printed under it stays for typing by hand.
 * Checks never need the token or the code itself: the server looks the token up by its SHA-256,
 * and the seller's device keeps only the hashes below for its offline check.
 */
import { normalizePickupCode } from './pickup-code';

const PASS_PREFIX = 'baycatch:pass:';
/** 16 bytes in base64url without padding. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** What the pass's QR encodes. */
export function passQrValue(token: string): string {
  return `${PASS_PREFIX}${token}`;
}

export type PassInput = { kind: 'token'; token: string } | { kind: 'code'; code: string };

/**
 * What was scanned or typed: a pass token (with or without its prefix) or a short code in its
 * stored form; null when it can be neither. A short code wins when the text reads as both.
 */
export function readPassInput(input: string): PassInput | null {
  const text = input.trim();
  const code = normalizePickupCode(text);
  if (code) return { kind: 'code', code };
  const token = text.startsWith(PASS_PREFIX) ? text.slice(PASS_PREFIX.length) : text;
  return TOKEN.test(token) ? { kind: 'token', token } : null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The hash a token is looked up by: SHA-256 hex of the token. */
export function passHashOf(token: string): Promise<string> {
  return sha256Hex(token);
}

/**
 * The hash a typed code is checked by on the device: SHA-256 hex of the order id, a colon and the
 * normalised code. Salting with the order id means a saved list gives away no code by lookup table.
 */
export function codeHashOf(orderId: string, normalizedCode: string): Promise<string> {
  return sha256Hex(`${orderId}:${normalizedCode}`);
}
