/** What a promotion costs and gives (src/shared/promotion-quote.ts). */
import { describe, expect, it } from 'vitest';
import { featuredUntilText, promotionPriceCents, quotePromotion } from '../../src/shared/promotion-quote';

const NOW = new Date('2026-11-27T15:00:00Z');
const HOUR = 3_600_000;
const listing = (expiresInHours: number, promotedUntil: Date | null = null) => ({
  expiresAt: new Date(NOW.getTime() + expiresInHours * HOUR),
  isPromoted: promotedUntil !== null,
  promotedUntil,
});

describe('quotePromotion', () => {
  it('prices the whole week at $5.00 and fewer days pro rata, a started day counting', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(promotionPriceCents)).toEqual([72, 143, 215, 286, 358, 429, 500]);
    expect(quotePromotion(listing(30 * 24), NOW)).toMatchObject({ visibleDays: 7, priceCents: 500 });
    expect(quotePromotion(listing(48), NOW)).toMatchObject({
      visibleDays: 2,
      priceCents: 143,
      until: new Date(NOW.getTime() + 48 * HOUR),
    });
    expect(quotePromotion(listing(49), NOW)).toMatchObject({ visibleDays: 3, priceCents: 215 });
    expect(quotePromotion(listing(2), NOW)).toMatchObject({ visibleDays: 1, priceCents: 72 });
  });

  it('refuses a listing ending within the hour, and one featured until it expires', () => {
    expect(quotePromotion(listing(0.9), NOW)).toBeNull();
    expect(quotePromotion(listing(48, new Date(NOW.getTime() + 48 * HOUR)), NOW)).toBeNull();
  });

  it('extends a running promotion from its end', () => {
    const quote = quotePromotion(listing(72, new Date(NOW.getTime() + 24 * HOUR)), NOW);
    expect(quote).toMatchObject({ visibleDays: 2, from: new Date(NOW.getTime() + 24 * HOUR) });
  });

  it('says until when on the docks’ clock and for how many days', () => {
    expect(featuredUntilText(new Date('2026-11-29T17:00:00Z'), 2)).toBe(
      'Featured until Sun, Nov 29 — 2 days',
    );
    expect(featuredUntilText(new Date('2026-11-28T17:00:00Z'), 1)).toBe('Featured until Sat, Nov 28 — 1 day');
  });
});
