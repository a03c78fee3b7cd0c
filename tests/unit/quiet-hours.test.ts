import { describe, expect, it } from 'vitest';
import { bayDateAndMinute, isQuietHour, smsSendAt } from '../../src/shared/quiet-hours';

// November: the Bay is on EST (UTC-5). July: EDT (UTC-4).
const at = (iso: string) => new Date(iso);

describe('quiet hours for texts', () => {
  it('reads the Bay clock, not UTC', () => {
    expect(bayDateAndMinute(at('2026-11-28T02:30:00Z'))).toEqual({
      date: '2026-11-27',
      weekday: 'Friday',
      minute: 21 * 60 + 30,
    });
  });

  it('are 9 pm to 7 am on the Bay clock', () => {
    expect(isQuietHour(at('2026-11-28T01:59:00Z'))).toBe(false); // 8:59 pm
    expect(isQuietHour(at('2026-11-28T02:00:00Z'))).toBe(true); // 9:00 pm
    expect(isQuietHour(at('2026-11-28T11:59:00Z'))).toBe(true); // 6:59 am
    expect(isQuietHour(at('2026-11-28T12:00:00Z'))).toBe(false); // 7:00 am
  });

  it('lets a daytime text go at once', () => {
    const noon = at('2026-11-28T17:00:00Z');
    expect(smsSendAt(noon)).toEqual(noon);
  });

  it('holds a late-evening text until 7 am the next morning', () => {
    expect(smsSendAt(at('2026-11-28T03:15:30Z')).toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it('holds an early-morning text until 7 am the same morning, in summer time too', () => {
    expect(smsSendAt(at('2026-07-04T08:00:00Z')).toISOString()).toBe('2026-07-04T11:00:00.000Z');
  });

  it("lets a text about that day's pickup through quiet hours", () => {
    const fiveAm = at('2026-11-28T10:00:00Z');
    expect(smsSendAt(fiveAm, '2026-11-28')).toEqual(fiveAm);
  });

  it("knows that day's weekly pickup by its weekday", () => {
    const fiveAmSaturday = at('2026-11-28T10:00:00Z');
    expect(smsSendAt(fiveAmSaturday, 'Saturday')).toEqual(fiveAmSaturday);
    expect(smsSendAt(fiveAmSaturday, 'Sunday').toISOString()).toBe('2026-11-28T12:00:00.000Z');
  });

  it("holds a text about tomorrow's pickup sent late in the evening", () => {
    expect(smsSendAt(at('2026-11-28T03:00:00Z'), '2026-11-28').toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
  });

  it('lands on 7 am on the night the clocks go back', () => {
    // 10 pm EDT on Sat Oct 31 2026; the clocks go back at 2 am, so 7 am is EST (UTC-5).
    expect(smsSendAt(at('2026-11-01T02:00:00Z')).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });
});
