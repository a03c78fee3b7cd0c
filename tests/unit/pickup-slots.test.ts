import { describe, expect, it } from 'vitest';
import {
  formatSlot,
  localDateOf,
  nextOpenSlot,
  slotOn,
  slotState,
  upcomingSlots,
  zonedInstant,
} from '../../src/shared/pickup-slots';

const tuesday = { start: 'Tuesday 13:00', end: 'Tuesday 17:00' };
const saturdayMorning = { start: 'Saturday 06:00', end: 'Saturday 10:00' };
const farFuture = new Date('2030-01-01T00:00:00Z');

describe('zonedInstant', () => {
  it('reads the dock clock in winter and summer time', () => {
    expect(zonedInstant('2026-11-24', '13:00').toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(zonedInstant('2026-07-14', '13:00').toISOString()).toBe('2026-07-14T17:00:00.000Z');
  });

  it('takes the hour after across the spring gap and the first of the autumn repeat', () => {
    expect(zonedInstant('2026-03-08', '02:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant('2026-11-01', '01:30').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('slotOn', () => {
  it('is the window on that date, or null on another weekday', () => {
    const slot = slotOn(tuesday, '2026-11-24');
    expect(slot?.startsAt.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(slot?.endsAt.toISOString()).toBe('2026-11-24T22:00:00.000Z');
    expect(slotOn(tuesday, '2026-11-25')).toBeNull();
    expect(slotOn({ start: 'whenever', end: 'later' }, '2026-11-24')).toBeNull();
  });

  it('ends the next day when the window runs past midnight', () => {
    const slot = slotOn({ start: 'Friday 22:00', end: 'Saturday 02:00' }, '2026-11-27');
    expect(slot?.endsAt.toISOString()).toBe('2026-11-28T07:00:00.000Z');
  });
});

describe('upcomingSlots', () => {
  it('lists two weeks of occurrences soonest first, skipping those already over', () => {
    // Tuesday Nov 24, 6 PM at the dock: today's window has ended.
    const now = new Date('2026-11-24T23:00:00Z');
    const slots = upcomingSlots([tuesday, saturdayMorning], now);
    // Fourteen days from Tuesday the 24th run to Monday December 7.
    expect(slots.map((slot) => slot.date)).toEqual(['2026-11-28', '2026-12-01', '2026-12-05']);
  });

  it('keeps a slot in progress (it shows as closed)', () => {
    const now = new Date('2026-11-24T19:00:00Z');
    const [first] = upcomingSlots([tuesday], now);
    expect(first?.date).toBe('2026-11-24');
    expect(slotState(first!, farFuture, now)).toBe('closed');
  });
});

describe('slotState', () => {
  const slot = slotOn(tuesday, '2026-11-24')!;

  it('closes two hours before the start', () => {
    expect(slotState(slot, farFuture, new Date('2026-11-24T15:59:00Z'))).toBe('open');
    expect(slotState(slot, farFuture, new Date('2026-11-24T16:00:01Z'))).toBe('closed');
  });

  it('is not offered when it ends after the listing expires', () => {
    const expires = new Date('2026-11-24T20:00:00Z');
    expect(slotState(slot, expires, new Date('2026-11-20T12:00:00Z'))).toBe('afterExpiry');
  });
});

describe('nextOpenSlot', () => {
  it('is next week when this week has closed, and none when the listing expires first', () => {
    const now = new Date('2026-11-24T17:00:00Z');
    expect(nextOpenSlot(tuesday, farFuture, now)?.date).toBe('2026-12-01');
    expect(nextOpenSlot(tuesday, new Date('2026-11-30T00:00:00Z'), now)).toBeNull();
  });
});

describe('formatSlot and localDateOf', () => {
  it('names the date on the dock clock', () => {
    expect(formatSlot(slotOn(tuesday, '2026-11-24')!)).toBe('Tue Nov 24, 1:00-5:00 PM');
    expect(formatSlot({ startsAt: '2026-11-28T16:00:00.000Z', endsAt: '2026-11-28T18:00:00.000Z' })).toBe(
      'Sat Nov 28, 11:00 AM-1:00 PM',
    );
    expect(formatSlot(slotOn({ start: 'Friday 22:00', end: 'Saturday 02:00' }, '2026-11-27')!)).toBe(
      'Fri Nov 27, 10:00 PM - Sat Nov 28, 2:00 AM',
    );
    expect(localDateOf(new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-24');
  });
});
