import { describe, expect, it } from 'vitest';
import type { CartLineDto } from '../../src/shared/cart.schema';
import {
  cartAmounts,
  cartMaxAmounts,
  lineEstimatedCentilb,
  lineMaxTotalCents,
  lineTotalCents,
} from '../../src/shared/cart-pricing';

function cartLine(values: Partial<CartLineDto['catch']>, qty: number, crabberId = 'c1'): CartLineDto {
  return {
    id: `line-${qty}-${values.title ?? ''}`,
    catchId: 'catch',
    qty,
    selectedPickupWindow: { start: '07:00', end: '11:00' },
    pickupSlotStart: '2026-11-28T12:00:00.000Z',
    pickupSlotEnd: '2026-11-28T16:00:00.000Z',
    createdAt: '2026-11-25T12:00:00.000Z',
    catch: {
      id: 'catch',
      crabberId,
      title: 'Jumbo Males',
      unitPrice: '85.00',
      unitType: 'dozen',
      pricing: 'unit',
      estimatedLbPerUnit: null,
      photos: [],
      prep: 'live',
      qtyAvailable: 20,
      isAvailable: true,
      crabber: {
        id: crabberId,
        displayName: 'Seller',
        pickupLocationAddress: null,
        pickupInstructions: null,
        acceptsCard: true,
      },
      ...values,
    },
  };
}

// Whole rockfish at $8.99/lb, about 4-6 lb each: two are estimated at 10 lb ($89.90), at most 11.5 lb ($103.39).
const rockfish = cartLine(
  {
    title: 'Whole rockfish',
    unitPrice: '8.99',
    unitType: 'piece',
    pricing: 'per_lb',
    estimatedLbPerUnit: { min: '4.00', max: '6.00' },
  },
  2,
);
const crabs = cartLine({}, 1);

describe('cart pricing', () => {
  it('prices a per-pound line at its estimated weight, with its maximum beside it', () => {
    expect(lineTotalCents(rockfish)).toBe(8990);
    expect(lineMaxTotalCents(rockfish)).toBe(10339);
    expect(lineEstimatedCentilb(rockfish)).toBe(1000);
  });

  it('prices a unit line as before: its price times the count, the same at most', () => {
    expect(lineTotalCents(crabs)).toBe(8500);
    expect(lineMaxTotalCents(crabs)).toBe(8500);
    expect(lineEstimatedCentilb(crabs)).toBeNull();
  });

  it('adds up the estimate and the maximum per order, the card fee on each', () => {
    expect(cartAmounts([rockfish, crabs], 'cash').totalCents).toBe(17490);
    expect(cartMaxAmounts([rockfish, crabs], 'cash').totalCents).toBe(18839);
    expect(cartAmounts([rockfish, crabs], 'card')).toMatchObject({ subtotalCents: 17490, feesCents: 875 });
    expect(cartMaxAmounts([rockfish, crabs], 'card').subtotalCents).toBe(18839);
  });
});
