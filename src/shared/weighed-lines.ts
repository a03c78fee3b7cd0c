/**
 * What a sale line costs, whether it is sold per unit or by the pound (docs/product/payments.md).
 * A per-pound line is ordered as a count of pieces with an estimated weight each ("whole rockfish,
 * about 4-6 lb"); it is weighed at the dock and charged for the weight, never above the estimate
 * plus WEIGHT_ALLOWANCE_BPS. Weights are integer hundredths of a pound ("centilb"), money integer
 * cents; the screens and the server both read these.
 */
import { amountsForSubtotal, type OrderAmounts } from './order-pricing';
import type { PaymentMethod } from './order-status';
import { handedOverQty } from './short-lines';

export const listingPricings = ['unit', 'per_lb'] as const;
export type ListingPricing = (typeof listingPricings)[number];

/** The most a weighed line may cost over its estimate, in basis points of it: 15 %. */
export const WEIGHT_ALLOWANCE_BPS = 1500;

export interface SaleLine {
  pricing: ListingPricing;
  /** Per unit, or per pound for a `per_lb` line. */
  unitPriceCents: number;
  qty: number;
  /** What is handed over once the line is marked short; null while the line stands as ordered. */
  finalQty: number | null;
  /** A `per_lb` line's estimated weight of one piece, lowest and highest; null on unit lines. */
  estWeightMinCentilb: number | null;
  estWeightMaxCentilb: number | null;
  /** What the pieces handed over weighed on the dock's scale; null until weighed (and on unit lines). */
  finalWeightCentilb: number | null;
}

/** A listing ordered `qty` times, as a line not yet short nor weighed: what checkout prices. */
export function saleLineOf(
  listing: Pick<SaleLine, 'pricing' | 'unitPriceCents' | 'estWeightMinCentilb' | 'estWeightMaxCentilb'>,
  qty: number,
): SaleLine {
  return {
    pricing: listing.pricing,
    unitPriceCents: listing.unitPriceCents,
    qty,
    finalQty: null,
    estWeightMinCentilb: listing.estWeightMinCentilb,
    estWeightMaxCentilb: listing.estWeightMaxCentilb,
    finalWeightCentilb: null,
  };
}

/** Half up to the cent, in integers: a price per pound times a weight in hundredths of a pound. */
export function weightCents(pricePerLbCents: number, centilb: number): number {
  return Math.floor((pricePerLbCents * centilb + 50) / 100);
}

/** The estimated weight of `qty` pieces: the middle of the stated range, each. */
export function estimatedWeightCentilb(line: SaleLine, qty: number = line.qty): number {
  const min = line.estWeightMinCentilb ?? 0;
  const max = line.estWeightMaxCentilb ?? min;
  return Math.round(((min + max) * qty) / 2);
}

/** The heaviest weight `qty` pieces may be charged for: the estimate plus the allowance. */
export function maxWeightCentilb(line: SaleLine, qty: number = line.qty): number {
  const estimate = estimatedWeightCentilb(line, qty);
  return Math.floor((estimate * (10000 + WEIGHT_ALLOWANCE_BPS) + 5000) / 10000);
}

/** The line's price before it is weighed or marked short, as the buyer saw it at checkout. */
export function lineEstimateCents(line: SaleLine): number {
  if (line.pricing === 'unit') return line.unitPriceCents * line.qty;
  return weightCents(line.unitPriceCents, estimatedWeightCentilb(line));
}

/** The most the line may cost: what a card is authorised for. */
export function lineMaxCents(line: SaleLine): number {
  if (line.pricing === 'unit') return line.unitPriceCents * line.qty;
  return weightCents(line.unitPriceCents, maxWeightCentilb(line));
}

/**
 * What the line costs now: unit lines for what is handed over; weighed lines for their weight,
 * capped at the maximum for the pieces handed over (a heavier catch is charged at the maximum),
 * or at the estimate for those pieces while not yet weighed.
 */
export function lineFinalCents(line: SaleLine): number {
  const qty = handedOverQty(line);
  if (line.pricing === 'unit') return line.unitPriceCents * qty;
  if (line.finalWeightCentilb === null)
    return weightCents(line.unitPriceCents, estimatedWeightCentilb(line, qty));
  const charged = Math.min(line.finalWeightCentilb, maxWeightCentilb(line, qty));
  return weightCents(line.unitPriceCents, charged);
}

function amounts(lines: readonly SaleLine[], method: PaymentMethod, cents: (line: SaleLine) => number) {
  return amountsForSubtotal(
    lines.reduce((sum, line) => sum + cents(line), 0),
    method,
  );
}

/** The order as estimated at checkout. */
export function estimatedAmounts(lines: readonly SaleLine[], method: PaymentMethod): OrderAmounts {
  return amounts(lines, method, lineEstimateCents);
}

/** The most the order may cost (a card is authorised for this total). */
export function maxAmounts(lines: readonly SaleLine[], method: PaymentMethod): OrderAmounts {
  return amounts(lines, method, lineMaxCents);
}

/** The order for what is handed over and weighed so far: what a card is captured for at completion. */
export function finalAmounts(lines: readonly SaleLine[], method: PaymentMethod): OrderAmounts {
  return amounts(lines, method, lineFinalCents);
}

/** Whether every weighed line handed over has its weight (a unit line never needs one). */
export function isFullyWeighed(lines: readonly SaleLine[]): boolean {
  return lines.every(
    (line) => line.pricing === 'unit' || handedOverQty(line) === 0 || line.finalWeightCentilb !== null,
  );
}

/**
 * What a card order was charged before any credit note: what the provider captured, recorded on
 * the order once it was paid; otherwise (not recorded) its lines as estimated with the fee, which
 * is what an order charged at checkout paid. Credit notes come off this (refundableCents).
 */
export function cardChargedCents(capturedCents: number | null, lines: readonly SaleLine[]): number {
  return capturedCents ?? estimatedAmounts(lines, 'card').totalCents;
}
