/**
 * The Leaflet map. This module (and Leaflet with its CSS) is loaded only when a buyer switches to
 * the map view. Markers are local, so with no network the markers, popups and zoom controls work
 * and only the tiles stay blank; then a notice says so and points to the list beside the map.
 */
import 'leaflet/dist/leaflet.css';
import { Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import type { PlaceDto } from '../../../../shared/catch.schema';
import { formatUnitPrice } from '../../../../shared/money';
import type { DockGroup } from './dock-groups';

/** The map opens near the middle of the Bay (docs/product/catalog.md). */
export const MAP_CENTER: [number, number] = [38.8, -76.51];
export const MAP_ZOOM = 9;

/** A few failed tiles are a blip; this many with none loaded means the pictures are not coming. */
const FAILED_TILES_NOTICE = 4;

/** MapContainer ignores prop changes after mount, so the view follows the origin through the map instance. */
function FollowOrigin({ origin }: { origin: PlaceDto | null }) {
  const map = useMap();
  useEffect(() => {
    if (origin) map.setView([origin.lat, origin.lng], Math.max(map.getZoom(), MAP_ZOOM));
  }, [map, origin]);
  return null;
}

const PIN_WIDTH = 96;
const PIN_HEIGHT = 28;

/** A price pill for a dock: the cheapest listing there, readable over a blank map. */
function pricePin(dock: DockGroup): L.DivIcon {
  const label = dock.priceLabel ?? `${dock.listingCount}`;
  return L.divIcon({
    className: 'price-pin',
    html: `<span style="display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;height:100%;white-space:nowrap;border-radius:999px;background:#0f4c5c;color:#fff;font:600 13px/1 system-ui,sans-serif;box-shadow:0 1px 4px rgba(0,0,0,.35);border:2px solid #fff">${label}</span>`,
    iconSize: [PIN_WIDTH, PIN_HEIGHT],
    iconAnchor: [PIN_WIDTH / 2, PIN_HEIGHT],
    popupAnchor: [0, -PIN_HEIGHT],
  });
}

function dockName(dock: DockGroup): string {
  return dock.sellers.map((seller) => seller.displayName).join(', ');
}

export default function CatchMap({
  docks,
  tileUrl,
  attribution,
  origin,
}: {
  docks: DockGroup[];
  tileUrl: string;
  attribution: string;
  origin: PlaceDto | null;
}) {
  const [tiles, setTiles] = useState({ loaded: 0, failed: 0 });
  const tileEvents = useMemo(
    () => ({
      tileload: () => setTiles((count) => ({ ...count, loaded: count.loaded + 1 })),
      tileerror: () => setTiles((count) => ({ ...count, failed: count.failed + 1 })),
    }),
    [],
  );
  const tilesFailed = tiles.loaded === 0 && tiles.failed >= FAILED_TILES_NOTICE;
  return (
    <Box position="relative" h="full">
      {tilesFailed && (
        <Box
          role="status"
          position="absolute"
          zIndex={1000}
          top="2"
          left="14"
          right="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          shadow="md"
          fontSize="sm"
          data-testid="map-tiles-failed"
        >
          The map's pictures did not load (no signal?). The docks and prices still show, and every listing is
          in the list.
        </Box>
      )}
      <MapContainer
        center={MAP_CENTER}
        zoom={MAP_ZOOM}
        style={{ height: '100%', width: '100%', background: '#dbe9ef' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
        <FollowOrigin origin={origin} />
        {origin && (
          <CircleMarker center={[origin.lat, origin.lng]} radius={8} pathOptions={{ color: '#e85d1f' }}>
            <Popup>{origin.formattedAddress}</Popup>
          </CircleMarker>
        )}
        {docks.map((dock) => (
          <Marker
            key={dock.key}
            position={[dock.lat, dock.lng]}
            icon={pricePin(dock)}
            title={dockName(dock)}
            alt={`${dockName(dock)}: ${dock.listingCount} listing${dock.listingCount === 1 ? '' : 's'}${dock.priceLabel ? `, ${dock.priceLabel}` : ''}`}
          >
            <Popup autoPanPaddingTopLeft={[56, 12]}>
              {/* Divs, not paragraphs: Leaflet's popup CSS gives paragraphs wide margins. */}
              <Stack gap="2" minW="52">
                {dock.address && (
                  <Text as="div" fontSize="xs" color="fg.muted">
                    {dock.address}
                  </Text>
                )}
                {dock.sellers.map((seller) => (
                  <Stack key={seller.crabberId} gap="1">
                    <Text as="div" fontWeight="bold">
                      {seller.displayName}
                    </Text>
                    <Stack as="ul" gap="1" pl="0" m="0" listStyleType="none">
                      {seller.listings.map((listing) => (
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
                    {seller.listingCount > seller.listings.length && (
                      <Text as="div" fontSize="xs">
                        and {seller.listingCount - seller.listings.length} more at this dock
                      </Text>
                    )}
                  </Stack>
                ))}
              </Stack>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </Box>
  );
}
