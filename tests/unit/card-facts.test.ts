import { describe, expect, it } from 'vitest';
import { nextPickupText, quantityLeftText, townOf } from '../../src/client/components/catches/card-facts';

describe('what a listing card says', () => {
  it('names the town, not the street', () => {
    expect(townOf('6003 Drum Point Road, Deale, MD 20751')).toBe('Deale, MD');
    expect(townOf('Pier 4')).toBe('Pier 4');
  });

  it('says how much is left in the listing unit', () => {
    expect(quantityLeftText(6, 'bushel')).toBe('6 bushels left');
    expect(quantityLeftText(1, 'bushel')).toBe('1 bushel left');
    expect(quantityLeftText(12, 'dozen')).toBe('12 dozen left');
    expect(quantityLeftText(8, 'lb')).toBe('8 lb left');
  });

  it('gives the next pickup still open, on the dock clock', () => {
    // Friday 27 Nov 2026, 10:00 in Maryland: Friday's 9-11 window has passed its cut-off.
    const now = new Date('2026-11-27T15:00:00Z');
    const listing = {
      pickupWindows: [
        { start: 'Friday 09:00', end: 'Friday 11:00' },
        { start: 'Saturday 07:00', end: 'Saturday 11:00' },
      ],
      expiresAt: '2026-12-05T00:00:00Z',
    };
    expect(nextPickupText(listing, now)).toBe('Sat Nov 28, 7:00-11:00 AM');
    expect(nextPickupText({ ...listing, expiresAt: '2026-11-28T00:00:00Z' }, now)).toBeNull();
  });
});
