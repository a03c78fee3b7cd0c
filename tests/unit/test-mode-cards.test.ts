import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  formatCardNumber,
  isExpired,
  parseExpiry,
  passesLuhn,
  testCardFields,
  testCardOutcome,
  testCards,
} from '../../src/shared/test-mode-cards';

describe('test-mode cards', () => {
  it('give the outcomes the README names for its three numbers', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeeds' });
    expect(testCardOutcome('4000 0025 0000 3155')).toEqual({ kind: 'requires_authentication' });
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({
      kind: 'declined',
      message: CARD_DECLINED_MESSAGE,
    });
    expect(testCards.filter((card) => card.featured).map((card) => card.number)).toEqual([
      '4242424242424242',
      '4000002500003155',
      '4000000000000002',
    ]);
  });

  it('decline real card numbers as Stripe test mode does', () => {
    const outcome = testCardOutcome('4000 0566 5566 5556');
    expect(outcome.kind).toBe('declined');
    expect(outcome.kind === 'declined' && outcome.message).toContain('non test card');
  });

  it('check numbers with Luhn and format them in fours', () => {
    for (const card of testCards) expect(passesLuhn(card.number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42 4a2')).toBe('4242');
  });

  it('read expiry dates and know when a card has expired', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
    const june2026 = new Date(2026, 5, 15);
    expect(isExpired({ month: 6, year: 2026 }, june2026)).toBe(false);
    expect(isExpired({ month: 5, year: 2026 }, june2026)).toBe(true);
  });

  it('validate the form with Stripe’s messages', () => {
    const result = testCardFields.safeParse({ cardNumber: '4242', expiry: '1/', cvc: 'ab' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Your card number is incomplete.',
      "Your card's expiration date is incomplete.",
      "Your card's security code is incomplete.",
    ]);
    const invalid = testCardFields.safeParse({
      cardNumber: '4242 4242 4242 4241',
      expiry: '12/40',
      cvc: '123',
    });
    expect(invalid.error?.issues.map((issue) => issue.message)).toEqual(['Your card number is invalid.']);
    expect(
      testCardFields.safeParse({ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }).success,
    ).toBe(true);
  });
});
