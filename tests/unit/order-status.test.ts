import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_WINDOW_MS,
  canTransition,
  isAwaitingCardPayment,
  isPickupPassVisible,
  isUnpaidCardOrder,
  type OrderStatus,
  orderStatuses,
  paymentStatuses,
  progressStepIndex,
  sellerActions,
  shortOrderId,
  transitionError,
} from '../../src/shared/order-status';

const allowedForSeller: [OrderStatus, OrderStatus][] = [
  ['confirmed', 'preparing'],
  ['confirmed', 'ready'],
  ['confirmed', 'cancelled'],
  ['preparing', 'ready'],
  ['preparing', 'cancelled'],
  ['ready', 'completed'],
  ['ready', 'cancelled'],
];

describe('the order status machine', () => {
  const pairs = orderStatuses.flatMap((from) =>
    orderStatuses.map((to) => [from, to] as [OrderStatus, OrderStatus]),
  );

  it.each(pairs)('seller: %s → %s', (from, to) => {
    const allowed = allowedForSeller.some(([a, b]) => a === from && b === to);
    expect(canTransition(from, to, 'seller')).toBe(allowed);
    expect(transitionError(from, to, 'seller') === null).toBe(allowed);
  });

  it.each(pairs)('buyer: %s → %s', (from, to) => {
    const allowed = from === 'confirmed' && to === 'cancelled';
    expect(canTransition(from, to, 'buyer')).toBe(allowed);
  });

  it('explains refusals in words', () => {
    expect(transitionError('confirmed', 'completed', 'seller')).toBe(
      'An order cannot go from confirmed to completed',
    );
    expect(transitionError('completed', 'cancelled', 'seller')).toBe(
      'This order is completed and can no longer change',
    );
    expect(transitionError('ready', 'ready', 'seller')).toBe('This order is already ready for pickup');
    expect(transitionError('preparing', 'cancelled', 'buyer')).toContain('can no longer be cancelled');
  });

  it('offers the seller the status buttons, each an allowed move', () => {
    expect(sellerActions.confirmed.map((a) => a.label)).toEqual(['Mark Preparing', 'Mark Ready']);
    expect(sellerActions.preparing.map((a) => a.label)).toEqual(['Mark Ready']);
    expect(sellerActions.ready.map((a) => a.label)).toEqual(['Complete Pickup']);
    expect(sellerActions.completed).toEqual([]);
    expect(sellerActions.cancelled).toEqual([]);
    for (const from of orderStatuses) {
      for (const action of sellerActions[from])
        expect(canTransition(from, action.status, 'seller')).toBe(true);
    }
  });

  it('places the four steps and nothing else on the progress bar', () => {
    expect(
      ['confirmed', 'preparing', 'ready', 'completed', 'cancelled', 'weird'].map(progressStepIndex),
    ).toEqual([0, 1, 2, 3, -1, -1]);
  });

  it('shows the pickup pass only when ready or completed', () => {
    expect(orderStatuses.filter(isPickupPassVisible)).toEqual(['ready', 'completed']);
  });

  it('shows an order id as its last 8 characters in upper case', () => {
    expect(shortOrderId('3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8')).toBe('E1F0A9B8');
  });
});

describe('whether an order still awaits its card payment', () => {
  it('is a card order, not cancelled, with no payment recorded yet', () => {
    const awaiting = orderStatuses.flatMap((status) =>
      paymentStatuses
        .filter((paymentStatus) => isAwaitingCardPayment({ paymentMethod: 'card', status, paymentStatus }))
        .map((paymentStatus) => `${status}/${paymentStatus}`),
    );
    expect(awaiting).toEqual([
      'confirmed/unpaid',
      'confirmed/pending',
      'preparing/unpaid',
      'preparing/pending',
      'ready/unpaid',
      'ready/pending',
      'completed/unpaid',
      'completed/pending',
    ]);
  });

  it('never asks for a card payment of a cash order', () => {
    for (const status of orderStatuses) {
      for (const paymentStatus of paymentStatuses) {
        expect(isAwaitingCardPayment({ paymentMethod: 'cash', status, paymentStatus })).toBe(false);
      }
    }
  });

  it('keeps an unpaid card order from moving forward, whatever its status', () => {
    const unpaid = paymentStatuses.filter((paymentStatus) =>
      isUnpaidCardOrder({ paymentMethod: 'card', paymentStatus }),
    );
    // Partly given back (a short line, a credit note) is still paid; a held card is charged at the
    // dock, so its order moves on; a released hold paid nothing.
    expect(unpaid).toEqual(['unpaid', 'pending', 'released', 'refunded', 'disputed']);
    for (const paymentStatus of paymentStatuses) {
      expect(isUnpaidCardOrder({ paymentMethod: 'cash', paymentStatus })).toBe(false);
    }
  });

  it('holds an unpaid card order for thirty minutes', () => {
    expect(CARD_PAYMENT_WINDOW_MS).toBe(30 * 60 * 1000);
  });
});
