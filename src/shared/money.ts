/**
 * Money is integer cents everywhere inside BayCatch and a two-place decimal string on the wire
 * ("85.00"). Floating point never touches a stored amount.
 */
export const SERVICE_FEE_RATE_BPS = 500; // 5% of the subtotal, in basis points
export const PROMOTION_PRICE_CENTS = 500;
export const PROMOTION_DAYS = 7;

const DECIMAL_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses "85", "85.5" or "85.50" into 8550. Returns null for anything else. */
export function decimalToCents(value: string): number | null {
  const trimmed = value.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The buyer's card service fee: 5% of the subtotal, rounded half up to the cent. */
export function serviceFeeCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * SERVICE_FEE_RATE_BPS + 5000) / 10000);
}

export function formatUsd(cents: number): string {
  return `$${centsToDecimal(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Shows a wire amount ("85.00") as "$85.00"; an unreadable amount shows as $0.00 rather than failing a screen. */
export function formatDecimalUsd(value: string): string {
  return formatUsd(decimalToCents(value) ?? 0);
}

/** A listing's price as the screens show it: "$85.00/dozen", or "$8.99/lb" for a per-pound listing. */
export function formatUnitPrice(listing: { unitPrice: string; unitType: string; pricing?: string }): string {
  return `${formatDecimalUsd(listing.unitPrice)}/${listing.pricing === 'per_lb' ? 'lb' : listing.unitType}`;
}
