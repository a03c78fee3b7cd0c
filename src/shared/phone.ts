/**
 * Phone numbers are US numbers (the marketplace is on the Chesapeake Bay). People type them in any
 * common way; we keep one form, E.164 (+14105551234), so "Call" and "Text" links always work.
 */

/** Separators people type between digit groups: spaces, dashes, dots, parentheses. */
const SEPARATORS = /[\s\-.()]/g;

/**
 * The E.164 form of a US number, or null when the text is not one. Accepts 10 digits with an
 * optional leading 1 or +1. Area code and exchange cannot start with 0 or 1 (NANP), and the area
 * code cannot be an N11 service code such as 911.
 */
export function normalizeUsPhone(text: string): string | null {
  const compact = text.trim().replace(SEPARATORS, '');
  const match = /^(?:\+?1)?(\d{10})$/.exec(compact);
  if (!match) return null;
  const digits = match[1]!;
  const area = digits.slice(0, 3);
  if (!/^[2-9]/.test(area) || area.slice(1) === '11') return null;
  if (!/^[2-9]/.test(digits.slice(3, 6))) return null;
  return `+1${digits}`;
}

/** '+14105551234' → '(410) 555-1234'; anything else is shown as stored. */
export function formatUsPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
