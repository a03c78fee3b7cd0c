/** The TOTP check of two-factor sign-in (RFC 6238): the code, the window of one step, no reuse. */
import { encodeBase32NoPadding } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import {
  matchingStep,
  newTotpSecret,
  totpCode,
  totpKeyUri,
  totpStep,
} from '../../src/server/features/two-factor/totp';

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890".
const RFC_SECRET = encodeBase32NoPadding(new TextEncoder().encode('12345678901234567890'));
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP', () => {
  it("computes RFC 6238's test vectors (their last six digits)", () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe('081804');
    expect(totpCode(RFC_SECRET, at(1234567890))).toBe('005924');
    expect(totpCode(RFC_SECRET, at(20000000000))).toBe('353130');
  });

  it('accepts the current step and one either side, nothing further', () => {
    const now = at(1_800_000_015);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now, step + offset), now)).toBe(step + offset);
    }
    for (const offset of [-3, -2, 2, 3]) {
      const code = totpCode(RFC_SECRET, now, step + offset);
      // A far step's code may collide with a near one's by chance; only a distinct code must fail.
      const near = [-1, 0, 1].map((o) => totpCode(RFC_SECRET, now, step + o));
      if (!near.includes(code)) expect(matchingStep(RFC_SECRET, code, now)).toBeNull();
    }
  });

  it('refuses the step already used and any before it', () => {
    const now = at(1_800_000_015);
    const step = totpStep(now);
    const current = totpCode(RFC_SECRET, now, step);
    expect(matchingStep(RFC_SECRET, current, now, step)).toBeNull();
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now, step - 1), now, step - 1)).toBeNull();
    expect(matchingStep(RFC_SECRET, current, now, step - 1)).toBe(step);
    expect(matchingStep(RFC_SECRET, totpCode(RFC_SECRET, now, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses codes of the wrong shape', () => {
    const now = at(1_800_000_015);
    const code = totpCode(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, `${code}0`, now)).toBeNull();
    expect(matchingStep(RFC_SECRET, code.slice(1), now)).toBeNull();
    expect(matchingStep(RFC_SECRET, '', now)).toBeNull();
  });

  it('makes 20-byte keys and an otpauth URL apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(totpKeyUri('ada@bay.test', secret));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('BayCatch');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
