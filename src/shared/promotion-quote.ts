/**
 * What a promotion buys (docs/product/sellers.md, "Promotion"): a listing is featured for 7 days
 * at most, and never past its own expiry, since nobody sees a listing once it has expired. The
 * seller pays only for the days it can be seen: ceil($5.00 × days / 7), a started day counting
 * whole. One rule for the server, which charges and checks the payment, and the promote dialog.
 */
import { onDockClock } from './dock-clock';
import { PROMOTION_DAYS, PROMOTION_PRICE_CENTS } from './money';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A listing ending sooner than this is not worth featuring: the promotion is refused. */
export const MIN_PROMOTION_LEAD_MS = HOUR_MS;

/** The price of `days` featured days (1 to 7): $5.00 for the whole week, pro rata below it. */
export function promotionPriceCents(days: number): number {
  return Math.ceil((PROMOTION_PRICE_CENTS * days) / PROMOTION_DAYS);
}

export interface PromotionQuote {
  /** Whole days (a started one counts) the feature will show. */
  visibleDays: number;
  priceCents: number;
  /** Where the feature starts: now, or the end of a promotion still running. */
  from: Date;
  /** When it ends: 7 days on, or the listing's expiry if sooner. */
  until: Date;
}

interface PromotableListing {
  expiresAt: Date | string;
  isPromoted: boolean;
  promotedUntil: Date | string | null;
}

/** Where a new promotion starts: the end of one still running (it extends it), else now. */
function startOf(listing: PromotableListing, now: Date): number {
  const running = listing.isPromoted && listing.promotedUntil ? new Date(listing.promotedUntil).getTime() : 0;
  return Math.max(running, now.getTime());
}

/**
 * The feature `days` paid days give: from its start, `days` days on, cut at the listing's expiry.
 * Null when it would show for no time at all.
 */
export function promotionPeriod(
  listing: PromotableListing,
  now: Date,
  days: number = PROMOTION_DAYS,
): { from: Date; until: Date } | null {
  const from = startOf(listing, now);
  const until = Math.min(from + days * DAY_MS, new Date(listing.expiresAt).getTime());
  return until > from ? { from: new Date(from), until: new Date(until) } : null;
}

/**
 * What promoting the listing now costs and gives; null when it cannot be seen for long enough to
 * sell (it expires within the hour, or a running promotion already lasts until it expires).
 */
export function quotePromotion(listing: PromotableListing, now: Date): PromotionQuote | null {
  if (new Date(listing.expiresAt).getTime() - now.getTime() < MIN_PROMOTION_LEAD_MS) return null;
  const period = promotionPeriod(listing, now);
  if (!period) return null;
  const visibleDays = Math.min(
    PROMOTION_DAYS,
    Math.max(1, Math.ceil((period.until.getTime() - period.from.getTime()) / DAY_MS)),
  );
  return { visibleDays, priceCents: promotionPriceCents(visibleDays), ...period };
}

/** 'Sat, Nov 29' on the docks' clock: the day a promotion ends. */
export function featuredUntilDay(until: Date | string): string {
  return onDockClock(until, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** 'Featured until Sat, Nov 29 — 2 days': what the promote dialog says the payment buys. */
export function featuredUntilText(until: Date | string, visibleDays: number): string {
  return `Featured until ${featuredUntilDay(until)} — ${visibleDays} ${visibleDays === 1 ? 'day' : 'days'}`;
}
