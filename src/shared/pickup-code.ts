/**
 * The pickup code printed in the QR pass: 12 characters of Crockford base32 (60 random bits),
 * grouped 'ABCD-EFGH-JKMN' so it can be read aloud or typed at the dock. Typing is forgiving:
 * case, spaces and dashes do not matter, and O/I/L are read as 0/1/1.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 12;

function group(raw: string): string {
  return raw.match(/.{4}/g)!.join('-');
}

export function generatePickupCode(): string {
  const bytes = new Uint8Array(CODE_LENGTH);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32, so taking five bits of each byte keeps every character equally likely.
  return group(Array.from(bytes, (byte) => ALPHABET[byte & 31]).join(''));
}

/** The stored form of whatever was typed or scanned, or null when it cannot be a pickup code. */
export function normalizePickupCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (raw.length !== CODE_LENGTH || [...raw].some((char) => !ALPHABET.includes(char))) return null;
  return group(raw);
}
