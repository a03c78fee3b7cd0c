import { describe, expect, it } from 'vitest';
import {
  isListingAvailable,
  isListingExpired,
  isListingOnSale,
  isSellerListed,
} from '../../src/shared/listing-availability';

const now = new Date('2026-06-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('listing availability', () => {
  it('is expired from the moment of its expiry on, read from a Date or an ISO string', () => {
    expect(isListingExpired({ expiresAt: at(1) }, now)).toBe(false);
    expect(isListingExpired({ expiresAt: at(0) }, now)).toBe(true);
    expect(isListingExpired({ expiresAt: at(-1) }, now)).toBe(true);
    expect(isListingExpired({ expiresAt: at(1).toISOString() }, now)).toBe(false);
    expect(isListingExpired({ expiresAt: now.toISOString() }, now)).toBe(true);
  });

  it('is available only while active and not expired', () => {
    expect(isListingAvailable({ isActive: true, expiresAt: at(60_000) }, now)).toBe(true);
    expect(isListingAvailable({ isActive: false, expiresAt: at(60_000) }, now)).toBe(false);
    expect(isListingAvailable({ isActive: true, expiresAt: at(0) }, now)).toBe(false);
    expect(isListingAvailable({ isActive: true, expiresAt: at(-60_000).toISOString() }, now)).toBe(false);
    expect(isListingAvailable({ isActive: true, expiresAt: at(60_000).toISOString() }, now)).toBe(true);
  });

  it('is not available while an admin hides it', () => {
    expect(isListingAvailable({ isActive: true, hiddenAt: now, expiresAt: at(60_000) }, now)).toBe(false);
    expect(isListingAvailable({ isActive: true, hiddenAt: null, expiresAt: at(60_000) }, now)).toBe(true);
  });

  it('is on sale only while available and not taken off sale by law', () => {
    const open = { isActive: true, expiresAt: at(60_000) };
    expect(isListingOnSale({ ...open, offSaleReason: null }, now)).toBe(true);
    expect(isListingOnSale({ ...open, offSaleReason: 'Harvest area 047 is closed' }, now)).toBe(false);
    expect(isListingOnSale({ ...open, isActive: false, offSaleReason: null }, now)).toBe(false);
  });

  it("lists a seller's catches only while approved and not suspended", () => {
    expect(isSellerListed({ verificationStatus: 'approved', suspendedAt: null })).toBe(true);
    for (const status of ['pending', 'rejected', 'revoked']) {
      expect(isSellerListed({ verificationStatus: status, suspendedAt: null })).toBe(false);
    }
    expect(isSellerListed({ verificationStatus: 'approved', suspendedAt: now })).toBe(false);
    expect(isSellerListed({ verificationStatus: 'approved', suspendedAt: now.toISOString() })).toBe(false);
  });
});
