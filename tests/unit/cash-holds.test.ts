import { describe, expect, it } from 'vitest';
import {
  cashHoldProblem,
  MAX_CASH_UNITS_PER_LISTING,
  MAX_OPEN_CASH_ORDERS,
} from '../../src/shared/cash-holds';

const none = { openOrders: 0, unitsByListing: new Map<string, number>() };
const line = (qty: number, catchId = 'a') => ({ catchId, title: 'Jumbo Jimmies', unitType: 'dozen', qty });

describe('cashHoldProblem', () => {
  it('lets card checkouts through whatever is held', () => {
    const held = { openOrders: 99, unitsByListing: new Map([['a', 99]]) };
    expect(cashHoldProblem('card', held, { newOrders: 3, lines: [line(50)] })).toBeNull();
  });

  it(`allows up to ${MAX_OPEN_CASH_ORDERS} open cash orders`, () => {
    const held = { ...none, openOrders: MAX_OPEN_CASH_ORDERS - 1 };
    expect(cashHoldProblem('cash', held, { newOrders: 1, lines: [line(1)] })).toBeNull();
    expect(cashHoldProblem('cash', held, { newOrders: 2, lines: [line(1), line(1, 'b')] })).toBe(
      'You already hold 4 unpaid cash orders; at most 5 can be open at once. Pay by card, or wait until one is picked up or cancelled.',
    );
  });

  it(`allows up to ${MAX_CASH_UNITS_PER_LISTING} units of one listing across open cash orders`, () => {
    const held = { openOrders: 1, unitsByListing: new Map([['a', 6]]) };
    expect(cashHoldProblem('cash', held, { newOrders: 1, lines: [line(4)] })).toBeNull();
    expect(cashHoldProblem('cash', held, { newOrders: 1, lines: [line(5)] })).toBe(
      'Cash orders can hold at most 10 dozen of "Jumbo Jimmies" (you already hold 6). Lower the quantity or pay by card.',
    );
    // Two lines of the same listing (two pickups) add up.
    expect(cashHoldProblem('cash', none, { newOrders: 2, lines: [line(6), line(5)] })).not.toBeNull();
  });
});
