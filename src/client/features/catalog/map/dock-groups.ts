/**
 * The map's markers by dock: sellers who pick up at the same spot share one price marker and one
 * entry in the list beside the map, priced from the cheapest listing found there.
 */
import type { MapMarkerDto } from '../../../../shared/catch.schema';
import { formatDecimalUsd } from '../../../../shared/money';

export interface DockGroup {
  key: string;
  lat: number;
  lng: number;
  address: string | null;
  sellers: MapMarkerDto[];
  listingCount: number;
  /** '$85' or 'from $85'; null when no listing is shown. */
  priceLabel: string | null;
}

/** Docks first by how much they offer, then by address, so the list reads the same each time. */
export function groupByDock(markers: readonly MapMarkerDto[]): DockGroup[] {
  const groups = new Map<string, MapMarkerDto[]>();
  for (const marker of markers) {
    // About ten metres: the same dock, whoever typed its address.
    const key = `${marker.lat.toFixed(4)},${marker.lng.toFixed(4)}`;
    groups.set(key, [...(groups.get(key) ?? []), marker]);
  }
  return [...groups.entries()]
    .map(([key, sellers]) => {
      const prices = sellers.flatMap((seller) => seller.listings.map((listing) => Number(listing.unitPrice)));
      const lowest = prices.length > 0 ? Math.min(...prices) : null;
      const distinct = new Set(prices).size;
      return {
        key,
        lat: sellers[0]!.lat,
        lng: sellers[0]!.lng,
        address: sellers.find((seller) => seller.pickupLocationAddress)?.pickupLocationAddress ?? null,
        sellers,
        listingCount: sellers.reduce((sum, seller) => sum + seller.listingCount, 0),
        priceLabel:
          lowest === null
            ? null
            : `${distinct > 1 ? 'from ' : ''}${formatDecimalUsd(lowest.toFixed(2)).replace(/\.00$/, '')}`,
      };
    })
    .sort((a, b) => b.listingCount - a.listingCount || (a.address ?? '').localeCompare(b.address ?? ''));
}
