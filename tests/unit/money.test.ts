import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  decimalToCents,
  formatDecimalUsd,
  formatUnitPrice,
  formatUsd,
  PROMOTION_PRICE_CENTS,
  serviceFeeCents,
} from '../../src/shared/money';
import { moneyInput } from '../../src/shared/money.schema';

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [99, '0.99'],
    [100, '1.00'],
    [8500, '85.00'],
    [8550, '85.50'],
    [123456, '1234.56'],
    [-5, '-0.05'],
    [-8550, '-85.50'],
    [-100, '-1.00'],
  ])('%i cents is "%s"', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s, which is not a whole number of cents',
    (cents) => {
      expect(() => centsToDecimal(cents)).toThrow(RangeError);
    },
  );
});

describe('decimalToCents', () => {
  it.each([
    ['85', 8500],
    ['85.5', 8550],
    ['85.50', 8550],
    ['85.05', 8505],
    ['0.05', 5],
    ['0', 0],
    ['19.99', 1999],
    ['0.29', 29],
    [' 12.30 ', 1230],
    ['99999999.99', 9_999_999_999],
  ])('reads "%s" as %i cents', (decimal, cents) => {
    expect(decimalToCents(decimal)).toBe(cents);
  });

  it.each([
    '85.555',
    '-1',
    '-0.50',
    'abc',
    '',
    '   ',
    '.5',
    '85.',
    '1e3',
    '12,50',
    '$5',
    '0x10',
    '123456789',
    '5 .00',
  ])('rejects "%s"', (decimal) => {
    expect(decimalToCents(decimal)).toBeNull();
  });

  it('round-trips with centsToDecimal', () => {
    for (const cents of [0, 1, 9, 10, 99, 101, 8500, 123456]) {
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    }
  });
});

describe('serviceFeeCents (5%, half up)', () => {
  it.each([
    [0, 0],
    [1, 0], // 0.05 cents
    [9, 0], // 0.45 cents
    [10, 1], // 0.5 cents rounds up
    [11, 1],
    [29, 1], // 1.45
    [30, 2], // 1.5 rounds up
    [50, 3], // 2.5 rounds up
    [3333, 167], // 166.65
    [3330, 167], // 166.5
    [3329, 166], // 166.45
    [8500, 425],
    [PROMOTION_PRICE_CENTS, 25],
    [999_999, 50_000], // 49999.95
  ])('%i cents subtotal → %i cents fee', (subtotal, fee) => {
    expect(serviceFeeCents(subtotal)).toBe(fee);
  });
});

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [500, '$5.00'],
    [8550, '$85.50'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe('moneyInput', () => {
  it.each([
    ['85.5', 8550],
    ['85', 8500],
    [85.5, 8550],
    [85, 8500],
    [0.05, 5],
  ])('turns %j into %i cents', (value, cents) => {
    expect(moneyInput.parse(value)).toBe(cents);
  });

  it.each(['85.555', '-1', 'abc', '', 85.555, -1, 1e21])('rejects %j with a readable message', (value) => {
    const result = moneyInput.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter an amount in dollars with at most two decimals');
  });

  it('rejects non-string, non-number values', () => {
    expect(moneyInput.safeParse(null).success).toBe(false);
    expect(moneyInput.safeParse(Number.NaN).success).toBe(false);
    expect(moneyInput.safeParse({ amount: '5' }).success).toBe(false);
  });
});

describe('formatDecimalUsd', () => {
  it('shows wire amounts as dollars', () => {
    expect(formatDecimalUsd('85.00')).toBe('$85.00');
    expect(formatDecimalUsd('1234.5')).toBe('$1,234.50');
  });
  it('shows an unreadable amount as $0.00 instead of failing', () => {
    expect(formatDecimalUsd('abc')).toBe('$0.00');
  });
});

describe('formatUnitPrice', () => {
  it('shows the price per unit as the screens do', () => {
    expect(formatUnitPrice({ unitPrice: '85.00', unitType: 'dozen' })).toBe('$85.00/dozen');
    expect(formatUnitPrice({ unitPrice: '1250.5', unitType: 'bushel' })).toBe('$1,250.50/bushel');
  });
});
