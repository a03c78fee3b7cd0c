import { describe, expect, it } from 'vitest';
import { sellerSmsTexts } from '../../src/shared/messages/sms';
import { SMS_PART_CHARS, sellerCommandOf, splitIntoMessages } from '../../src/shared/seller-sms-commands';

describe('sellerCommandOf', () => {
  it('reads the commands whatever their case and spacing', () => {
    expect(sellerCommandOf(' list ')).toEqual({ kind: 'list' });
    expect(sellerCommandOf('Ready')).toEqual({ kind: 'ready', code: null });
    expect(sellerCommandOf('ready #ab12cd34')).toEqual({ kind: 'ready', code: 'AB12CD34' });
    expect(sellerCommandOf('LATE  20')).toEqual({ kind: 'late', minutes: 20 });
    expect(sellerCommandOf('wx')).toEqual({ kind: 'wx' });
    expect(sellerCommandOf('WX   yes')).toEqual({ kind: 'wxYes' });
  });

  it('keeps LATE to 5-180 whole minutes', () => {
    for (const body of ['LATE', 'LATE 4', 'LATE 181', 'LATE 1.5', 'LATE -10', 'LATE twenty']) {
      expect(sellerCommandOf(body)).toEqual({ kind: 'late', minutes: null });
    }
    expect(sellerCommandOf('LATE 5')).toEqual({ kind: 'late', minutes: 5 });
    expect(sellerCommandOf('LATE 180')).toEqual({ kind: 'late', minutes: 180 });
  });

  it('answers anything else, or a command with words after it, with help', () => {
    expect(sellerCommandOf('')).toEqual({ kind: 'help' });
    expect(sellerCommandOf('hello')).toEqual({ kind: 'help' });
    expect(sellerCommandOf('LIST please')).toEqual({ kind: 'help' });
    expect(sellerCommandOf('WX NO')).toEqual({ kind: 'help' });
    expect(sellerCommandOf('READY A B')).toEqual({ kind: 'ready', code: null });
  });
});

describe('splitIntoMessages', () => {
  const line = (n: number) =>
    `7:00 AM Buyer${n}: 2 dozen Jumbo Males, cash, #AB12CD${String(n).padStart(2, '0')}`;

  it('keeps a short day in one text', () => {
    const parts = splitIntoMessages([line(1), line(2)], sellerSmsTexts.listPart);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toBe(sellerSmsTexts.listPart([line(1), line(2)], 1, 1));
  });

  it('splits a long day into numbered texts, each within the limit, each named and with the STOP line', () => {
    const lines = Array.from({ length: 20 }, (_, i) => line(i + 1));
    const parts = splitIntoMessages(lines, sellerSmsTexts.listPart);
    expect(parts.length).toBeGreaterThan(1);
    parts.forEach((part, index) => {
      expect(part.length).toBeLessThanOrEqual(SMS_PART_CHARS);
      expect(part).toMatch(new RegExp(`^BayCatch: today's pickups \\(${index + 1}/${parts.length}\\): `));
      expect(part.endsWith('Reply STOP to stop')).toBe(true);
    });
    // Every line is in exactly one part, in order.
    expect(parts.join(' ').match(/Buyer\d+/g)).toEqual(lines.map((_, i) => `Buyer${i + 1}`));
  });
});
