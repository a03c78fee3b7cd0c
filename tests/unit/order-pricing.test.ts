import { describe, expect, it } from 'vitest';
import { amountsForSubtotal, groupIntoOrders } from '../../src/shared/order-pricing';

describe('pricing an order', () => {
  // Two at $85.00 and one at $19.99.
  const subtotalCents = 8500 * 2 + 1999;

  it('adds a 5% fee rounded to the cent for card payment', () => {
    // 189.99 x 5% = 9.4995 → 9.50
    expect(amountsForSubtotal(subtotalCents, 'card')).toEqual({
      subtotalCents: 18999,
      feesCents: 950,
      taxCents: 0,
      totalCents: 19949,
    });
  });

  it('charges no fee for paying at pickup', () => {
    expect(amountsForSubtotal(subtotalCents, 'cash')).toEqual({
      subtotalCents: 18999,
      feesCents: 0,
      taxCents: 0,
      totalCents: 18999,
    });
  });

  it('costs nothing for no lines', () => {
    expect(amountsForSubtotal(0, 'card').totalCents).toBe(0);
  });
});

describe('grouping a cart into orders', () => {
  const sat = { start: 'Saturday 07:00', end: 'Saturday 11:00' };
  const tue = { start: 'Tuesday 13:00', end: 'Tuesday 17:00' };

  it('makes one group per seller and pickup window, in the order they first appear', () => {
    const cart = [
      { id: 1, seller: 'a', window: sat },
      { id: 2, seller: 'b', window: sat },
      { id: 3, seller: 'a', window: sat },
      { id: 4, seller: 'a', window: tue },
    ];
    const groups = groupIntoOrders(cart, (line) => ({ crabberId: line.seller, window: line.window }));
    expect(groups.map((g) => [g.crabberId, g.window.start, g.lines.map((l) => l.id)])).toEqual([
      ['a', 'Saturday 07:00', [1, 3]],
      ['b', 'Saturday 07:00', [2]],
      ['a', 'Tuesday 13:00', [4]],
    ]);
  });
});
