/**
 * Weights are integer hundredths of a pound ("centilb") inside BayCatch and a decimal string of
 * pounds on the wire ("4.50"), as money is cents and "85.00": floating point never touches either.
 */
import { centsToDecimal, decimalToCents } from './money';

/** 450 → "4.50". */
export function centilbToLb(centilb: number): string {
  return centsToDecimal(centilb);
}

/** "4", "4.5" or "4.50" → 450; null for anything else. */
export function lbToCentilb(value: string): number | null {
  return decimalToCents(value);
}

/** "4.50" → "4.5", "6.00" → "6": how the screens write a weight. */
export function shortLb(centilb: number): string {
  return centilbToLb(centilb).replace(/\.?0+$/, '');
}

/** One piece's stated weight as the screens write it: "about 4-6 lb" (or "about 5 lb"). */
export function formatWeightRange(minCentilb: number, maxCentilb: number): string {
  const range =
    minCentilb === maxCentilb ? shortLb(minCentilb) : `${shortLb(minCentilb)}-${shortLb(maxCentilb)}`;
  return `about ${range} lb`;
}

/** A weight as the screens write it: "12.5 lb". */
export function formatLb(centilb: number): string {
  return `${shortLb(centilb)} lb`;
}
