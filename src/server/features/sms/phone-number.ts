/**
 * A mobile number as typed, in any common US way or with a country code, into E.164 with
 * libphonenumber-js (server only: its metadata stays out of the client's bundle). US first: a
 * number without a country code is read as American.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export function parseMobileNumber(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed?.isValid()) return null;
  // Landlines and toll-free numbers cannot receive texts; the US mixes mobile and fixed lines in one type.
  const type = parsed.getType();
  if (type && !['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(type)) return null;
  return parsed.number;
}
