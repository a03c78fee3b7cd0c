import { describe, expect, it } from 'vitest';
import { groupByDock } from '../../src/client/features/catalog/map/dock-groups';
import type { MapMarkerDto } from '../../src/shared/catch.schema';

const marker = (
  id: string,
  lat: number,
  prices: string[],
  address: string | null = 'Deale, MD',
): MapMarkerDto => ({
  crabberId: id,
  displayName: `Seller ${id}`,
  pickupLocationAddress: address,
  lat,
  lng: -76.5,
  listingCount: prices.length,
  listings: prices.map((unitPrice, index) => ({
    id: `${id}-${index}`,
    title: 'Crabs',
    unitPrice,
    unitType: 'dozen',
  })),
});

describe('map markers by dock', () => {
  it('puts sellers at the same dock under one marker, priced from the cheapest', () => {
    const docks = groupByDock([
      marker('a', 38.78001, ['85.00', '60.50']),
      marker('b', 38.78002, ['70.00']),
      marker('c', 39.1, ['95.00'], 'Chester, MD'),
    ]);
    expect(
      docks.map((dock) => [
        dock.sellers.map((seller) => seller.crabberId),
        dock.listingCount,
        dock.priceLabel,
      ]),
    ).toEqual([
      [['a', 'b'], 3, 'from $60.50'],
      [['c'], 1, '$95'],
    ]);
  });

  it('has no price for a dock whose listings are not listed', () => {
    expect(groupByDock([{ ...marker('a', 38.7, []), listingCount: 2 }])[0]?.priceLabel).toBeNull();
    expect(groupByDock([])).toEqual([]);
  });
});
