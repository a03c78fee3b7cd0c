import { describe, expect, it } from 'vitest';
import {
  type Availability,
  buildPickupWindows,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  defaultAvailability,
  editorDays,
  parseLegacyHours,
  parseWindowEnd,
  weekDays,
} from '../../src/shared/availability';
import { availabilitySchema } from '../../src/shared/availability.schema';

describe('parseLegacyHours', () => {
  it('reads the legacy "Day: HH:MM - HH:MM; ..." string', () => {
    expect(parseLegacyHours('Monday: 06:00 - 12:00; Saturday: 07:00 - 11:00')).toEqual({
      Monday: { enabled: true, startTime: '06:00', endTime: '12:00' },
      Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
    });
  });

  it('pads single-digit hours and tolerates spacing and day-name case', () => {
    expect(parseLegacyHours(' tuesday:6:00-9:30 ;SUNDAY :  7:05 -  13:00 ')).toEqual({
      Tuesday: { enabled: true, startTime: '06:00', endTime: '09:30' },
      Sunday: { enabled: true, startTime: '07:05', endTime: '13:00' },
    });
  });

  it('skips malformed entries and keeps the good ones', () => {
    const hours = [
      'Funday: 06:00 - 12:00', // not a day
      'Monday 06:00 - 12:00', // no colon after the day
      'Tuesday: 25:00 - 26:00', // not a time of day
      'Thursday: 06:60 - 12:00', // minute out of range
      'Friday: 06:00', // no end
      'Saturday: 123:00 - 12:00', // three-digit hour
      '',
      'Wednesday: 05:30 - 10:00',
    ].join('; ');
    expect(parseLegacyHours(hours)).toEqual({
      Wednesday: { enabled: true, startTime: '05:30', endTime: '10:00' },
    });
  });

  it('yields no days for empty input', () => {
    expect(parseLegacyHours(null)).toEqual({});
    expect(parseLegacyHours(undefined)).toEqual({});
    expect(parseLegacyHours('')).toEqual({});
    expect(parseLegacyHours('by appointment')).toEqual({});
  });

  it('produces something the availability schema accepts', () => {
    const parsed = parseLegacyHours('Monday: 6:00 - 12:00; Friday: 14:00 - 18:30');
    expect(availabilitySchema.parse(parsed)).toEqual(parsed);
  });
});

describe('buildPickupWindows', () => {
  it('lists one window per enabled day, Sunday first, whatever the input order', () => {
    const availability: Availability = {
      Monday: { enabled: true, startTime: '06:00', endTime: '12:00' },
      Wednesday: { enabled: false, startTime: '09:00', endTime: '17:00' },
      Saturday: { enabled: true, startTime: '07:00', endTime: '11:00' },
      Sunday: { enabled: true, startTime: '08:00', endTime: '10:30' },
    };
    expect(buildPickupWindows(availability)).toEqual([
      { start: 'Sunday 08:00', end: 'Sunday 10:30' },
      { start: 'Monday 06:00', end: 'Monday 12:00' },
      { start: 'Saturday 07:00', end: 'Saturday 11:00' },
    ]);
  });

  it('yields nothing when no day is enabled', () => {
    expect(buildPickupWindows({})).toEqual([]);
    expect(buildPickupWindows(defaultAvailability())).toEqual([]);
  });

  it('produces windows whose ends parse back', () => {
    const windows = buildPickupWindows(parseLegacyHours('Friday: 6:00 - 9:00'));
    expect(windows).toEqual([{ start: 'Friday 06:00', end: 'Friday 09:00' }]);
    expect(parseWindowEnd(windows[0]!.start)).toEqual({ day: 'Friday', time: '06:00' });
    expect(parseWindowEnd(windows[0]!.end)).toEqual({ day: 'Friday', time: '09:00' });
  });
});

describe('parseWindowEnd', () => {
  it.each([
    ['Monday 06:00', { day: 'Monday', time: '06:00' }],
    ['Sunday 23:59', { day: 'Sunday', time: '23:59' }],
    ['Saturday 00:00', { day: 'Saturday', time: '00:00' }],
    ['  Friday 17:30  ', { day: 'Friday', time: '17:30' }],
  ])('parses "%s"', (value, parsed) => {
    expect(parseWindowEnd(value)).toEqual(parsed);
  });

  it.each([
    'monday 06:00',
    'Monday 6:00',
    'Monday 24:00',
    'Monday 12:60',
    'Funday 06:00',
    'Monday',
    '06:00',
    'Monday  06:00',
    'Monday 06:00 AM',
    '',
  ])('returns null for "%s"', (value) => {
    expect(parseWindowEnd(value)).toBeNull();
  });
});

describe('day lists and defaults', () => {
  it('puts Monday first for editors and Sunday first for windows', () => {
    expect(editorDays[0]).toBe('Monday');
    expect(editorDays.at(-1)).toBe('Sunday');
    expect(weekDays[0]).toBe('Sunday');
    expect([...editorDays].sort()).toEqual([...weekDays].sort());
  });

  it('defaults every day to disabled 09:00-17:00, Monday first', () => {
    const defaults = defaultAvailability();
    expect(Object.keys(defaults)).toEqual([...editorDays]);
    for (const day of editorDays) {
      expect(defaults[day]).toEqual({
        enabled: false,
        startTime: DEFAULT_START_TIME,
        endTime: DEFAULT_END_TIME,
      });
    }
    expect(DEFAULT_START_TIME).toBe('09:00');
    expect(DEFAULT_END_TIME).toBe('17:00');
    defaults.Monday.enabled = true;
    expect(defaultAvailability().Monday.enabled).toBe(false);
  });

  it('rejects times that are not HH:MM and unknown days', () => {
    expect(
      availabilitySchema.safeParse({ Monday: { enabled: true, startTime: '9:00', endTime: '17:00' } })
        .success,
    ).toBe(false);
    expect(
      availabilitySchema.safeParse({ Monday: { enabled: true, startTime: '09:00', endTime: '24:00' } })
        .success,
    ).toBe(false);
    expect(
      availabilitySchema.safeParse({ Funday: { enabled: true, startTime: '09:00', endTime: '17:00' } })
        .success,
    ).toBe(false);
  });
});
