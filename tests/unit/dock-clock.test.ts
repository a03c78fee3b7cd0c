import { describe, expect, it } from 'vitest';
import { onDockClock } from '../../src/shared/dock-clock';

describe('onDockClock', () => {
  it('reads an instant on the docks’ clock, summer and winter, whatever the reader’s zone', () => {
    expect(
      onDockClock('2026-07-04T01:30:00Z', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    ).toBe('Jul 3, 9:30 PM');
    expect(onDockClock(Date.UTC(2026, 11, 1, 4, 5), { hour: 'numeric', minute: '2-digit' })).toBe('11:05 PM');
    expect(onDockClock(new Date('2026-11-26T12:00:00Z'), { dateStyle: 'medium' })).toBe('Nov 26, 2026');
  });

  it('ignores a time zone the caller passes: the docks’ clock is the rule', () => {
    expect(onDockClock('2026-07-04T01:30:00Z', { timeZone: 'Asia/Tokyo', hour: 'numeric' })).toBe('9 PM');
  });
});
