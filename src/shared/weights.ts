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

/**
 * A weighed line's estimate and final weight side by side, as order, pass, e-mail and receipt
 * show it: "est. 10 lb, weighed 10.4 lb" ("est. 10 lb, not weighed yet"); null for a unit line.
 */
export function weighedLineNote(line: { estimatedLb: string | null; finalLb: string | null }): string | null {
  if (line.estimatedLb === null) return null;
  const estimate = `est. ${formatLb(lbToCentilb(line.estimatedLb) ?? 0)}`;
  if (line.finalLb === null) return `${estimate}, not weighed yet`;
  return `${estimate}, weighed ${formatLb(lbToCentilb(line.finalLb) ?? 0)}`;
}

/** A listing's stated piece weight from the wire: "about 4-6 lb each". */
export function perPieceText(range: { min: string; max: string }): string {
  return `${formatWeightRange(lbToCentilb(range.min) ?? 0, lbToCentilb(range.max) ?? 0)} each`;
}

/** One piece's stated weight on the wire ({min, max} in pounds); null on a unit line or listing. */
export function estimatedLbPerUnitOf(row: {
  pricing: string;
  estWeightMinCentilb: number | null;
  estWeightMaxCentilb: number | null;
}): { min: string; max: string } | null {
  if (row.pricing !== 'per_lb' || row.estWeightMinCentilb === null || row.estWeightMaxCentilb === null)
    return null;
  return { min: centilbToLb(row.estWeightMinCentilb), max: centilbToLb(row.estWeightMaxCentilb) };
}
