import { describe, expect, it } from 'vitest';
import { generatePickupCode, normalizePickupCode } from '../../src/shared/pickup-code';

describe('pickup codes', () => {
  it('are 12 Crockford base32 characters in three groups, and differ each time', () => {
    const codes = new Set(Array.from({ length: 500 }, generatePickupCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
  });

  it('use every character of the alphabet (no bias towards a few)', () => {
    const seen = new Set(Array.from({ length: 300 }, generatePickupCode).join('').replace(/-/g, ''));
    expect(seen.size).toBe(32);
  });

  it('read typed codes forgivingly', () => {
    expect(normalizePickupCode('abcd efgh jkmn')).toBe('ABCD-EFGH-JKMN');
    expect(normalizePickupCode(' ABCD-EFGH-JKMN ')).toBe('ABCD-EFGH-JKMN');
    expect(normalizePickupCode('oOil-0000-1111')).toBe('0011-0000-1111');
  });

  it('refuse anything that cannot be a code', () => {
    expect(normalizePickupCode('ABC')).toBeNull();
    expect(normalizePickupCode('ABCD-EFGH-JKMNP')).toBeNull();
    expect(normalizePickupCode('ABCD-EFGH-JKU!')).toBeNull();
    expect(normalizePickupCode('')).toBeNull();
  });
});
