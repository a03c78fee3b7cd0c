import { describe, expect, it } from 'vitest';
import { orderItemsLine } from '../../src/shared/order.schema';

describe('orderItemsLine', () => {
  it("lists an order's items on one line", () => {
    expect(
      orderItemsLine([
        { qty: 2, unitType: 'dozen', title: 'Jumbo males' },
        { qty: 1, unitType: 'lb', title: 'White Perch' },
      ]),
    ).toBe('2 dozen Jumbo males, 1 lb White Perch');
    expect(orderItemsLine([])).toBe('');
  });
});
