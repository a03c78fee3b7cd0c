/**
 * The Leaflet map. This module (and Leaflet with its CSS) is loaded only when a buyer switches to
 * the map view. Markers are local, so with no network the markers, popups and zoom controls work
 * and only the tiles stay blank.
 */
import 'leaflet/dist/leaflet.css';
import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { MapMarkerDto, PlaceDto } from '../../../../shared/catch.schema';
import { formatUnitPrice } from '../../../../shared/money';
import { mapPin } from '../../../components/map/map-pin';

/** The map opens near the middle of the Bay (docs/product/catalog.md). */
export const MAP_CENTER: [number, number] = [38.8, -76.51];
export const MAP_ZOOM = 9;

/** MapContainer ignores prop changes after mount, so the view follows the origin through the map instance. */
function FollowOrigin({ origin }: { origin: PlaceDto | null }) {
  const map = useMap();
  useEffect(() => {
    if (origin) map.setView([origin.lat, origin.lng], Math.max(map.getZoom(), MAP_ZOOM));
  }, [map, origin]);
  return null;
}

export default function CatchMap({
  markers,
  tileUrl,
  attribution,
  origin,
}: {
  markers: MapMarkerDto[];
  tileUrl: string;
  attribution: string;
  origin: PlaceDto | null;
}) {
  return (
    <MapContainer
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      style={{ height: '100%', width: '100%' }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <FollowOrigin origin={origin} />
      {origin && (
        <CircleMarker center={[origin.lat, origin.lng]} radius={8} pathOptions={{ color: '#e85d1f' }}>
          <Popup>{origin.formattedAddress}</Popup>
        </CircleMarker>
      )}
      {markers.map((marker) => (
        <Marker
          key={marker.crabberId}
          position={[marker.lat, marker.lng]}
          icon={mapPin}
          title={marker.displayName}
          alt={`${marker.displayName}: ${marker.listingCount} listing${marker.listingCount === 1 ? '' : 's'}`}
        >
          <Popup autoPanPaddingTopLeft={[56, 12]}>
            {/* Divs, not paragraphs: Leaflet's popup CSS gives paragraphs wide margins. */}
            <Stack gap="1" minW="52">
              <Text as="div" fontWeight="bold">
                {marker.displayName}
              </Text>
              {marker.pickupLocationAddress && (
                <Text as="div" fontSize="xs" color="fg.muted">
                  {marker.pickupLocationAddress}
                </Text>
              )}
              <Stack as="ul" gap="1" pl="0" m="0" listStyleType="none">
                {marker.listings.map((listing) => (
                  <li key={listing.id}>
                    <ChakraLink asChild color="bay.fg" fontWeight="medium">
                      <Link to="/catch/$id" params={{ id: listing.id }}>
                        {listing.title}
                      </Link>
                    </ChakraLink>{' '}
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {formatUnitPrice(listing)}
                    </Text>
                  </li>
                ))}
              </Stack>
              {marker.listingCount > marker.listings.length && (
                <Text as="div" fontSize="xs">
                  and {marker.listingCount - marker.listings.length} more at this dock
                </Text>
              )}
            </Stack>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
