import { describe, expect, it } from 'vitest';
import { phoneInput, updateAccountInput } from '../../src/shared/account.schema';
import { formatUsPhone, normalizeUsPhone } from '../../src/shared/phone';

describe('US phone numbers', () => {
  it.each([
    ['(410) 555-1234', '+14105551234'],
    ['410-555-1234', '+14105551234'],
    ['410.555.1234', '+14105551234'],
    ['4105551234', '+14105551234'],
    ['1 410 555 1234', '+14105551234'],
    ['+1 (410) 555-1234', '+14105551234'],
    ['  +14105551234 ', '+14105551234'],
  ])('keeps %s as %s', (typed, stored) => {
    expect(normalizeUsPhone(typed)).toBe(stored);
  });

  it.each([
    ['555-1234', 'no area code'],
    ['410555123', 'nine digits'],
    ['41055512345', 'eleven digits not starting with 1'],
    ['+44 20 7946 0958', 'another country'],
    ['(010) 555-1234', 'area code starting with 0'],
    ['(110) 555-1234', 'area code starting with 1'],
    ['(911) 555-1234', 'N11 service code'],
    ['(410) 155-1234', 'exchange starting with 1'],
    ['410-555-12a4', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (typed) => {
    expect(normalizeUsPhone(typed)).toBeNull();
  });

  it('shows the stored form the way people write it', () => {
    expect(formatUsPhone('+14105551234')).toBe('(410) 555-1234');
    expect(formatUsPhone('something else')).toBe('something else');
  });

  it('treats a blank phone as removing it in the account schema', () => {
    expect(phoneInput.parse('')).toBeNull();
    expect(phoneInput.parse('   ')).toBeNull();
    expect(phoneInput.parse(null)).toBeNull();
    expect(phoneInput.safeParse('12').success).toBe(false);
    expect(updateAccountInput.parse({ phone: '410 555 1234' })).toEqual({ phone: '+14105551234' });
  });
});
