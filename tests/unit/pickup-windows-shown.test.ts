/** A listing's windows count only when a buyer can be offered them (src/shared/pickup-slots.ts). */
import { describe, expect, it } from 'vitest';
import { hasPickupWindows } from '../../src/shared/pickup-slots';

describe('hasPickupWindows', () => {
  it('is false with no windows or only unreadable ones, true with one readable window', () => {
    expect(hasPickupWindows([])).toBe(false);
    expect(hasPickupWindows([{ start: 'sometime', end: 'later' }])).toBe(false);
    expect(
      hasPickupWindows([
        { start: 'sometime', end: 'later' },
        { start: 'Saturday 07:00', end: 'Saturday 11:00' },
      ]),
    ).toBe(true);
  });
});
