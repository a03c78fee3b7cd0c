/**
 * The storefront's small map: the seller's pickup spot under one pin that does nothing when
 * touched. Loaded on its own (with Leaflet and its CSS) after the storefront has drawn.
 */
import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@chakra-ui/react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { mapPin } from '../../components/map/map-pin';

const PICKUP_ZOOM = 14;

export default function PickupMap({
  lat,
  lng,
  label,
  tileUrl,
  attribution,
}: {
  lat: number;
  lng: number;
  label: string;
  tileUrl: string;
  attribution: string;
}) {
  return (
    <Box as="figure" h="full" m="0">
      <Text as="figcaption" srOnly>
        Map of the pickup spot: {label}
      </Text>
      <MapContainer
        center={[lat, lng]}
        zoom={PICKUP_ZOOM}
        style={{ height: '100%', width: '100%' }}
        scrollWheelZoom={false}
        // One finger scrolls the page on a phone rather than dragging the map.
        dragging={!L.Browser.mobile}
      >
        <TileLayer url={tileUrl} attribution={attribution} />
        <Marker
          position={[lat, lng]}
          icon={mapPin}
          title={label}
          alt={label}
          interactive={false}
          keyboard={false}
        />
      </MapContainer>
    </Box>
  );
}
