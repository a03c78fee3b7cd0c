import { Box, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ExternalLink, MapPin, Navigation, Smartphone } from 'lucide-react';
import { lazy } from 'react';
import { storefrontMessages } from '../../../shared/messages/storefront';
import { pickupLocationAt } from '../../../shared/pickup-locations';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { LazyInBrowser } from '../../components/lazy-in-browser';
import { loadWithRetry } from '../../components/map/load-with-retry';
import { MapErrorBoundary, MapErrorPanel } from '../../components/map/map-error';
import { directionsUrl, geoUri, opensGeoLinks } from '../../lib/directions';
import { trpc } from '../../lib/trpc';

// Leaflet is its own chunk: the storefront draws without waiting for it.
const PickupMap = lazy(() => loadWithRetry(() => import('./pickup-map')));

export const PICKUP_MAP_HEIGHT = '200px';

/** A small map of the pickup spot; its frame is reserved before Leaflet or the tiles arrive. */
function PickupMapFrame({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const settings = trpc.catalog.mapSettings.useQuery();
  return (
    <Box
      h={PICKUP_MAP_HEIGHT}
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg="bay.subtle"
      // Leaflet's panes carry z-indexes up to 1000; keep them under the page's menus and dialogs.
      isolation="isolate"
      data-testid="storefront-map"
    >
      {settings.isError ? (
        <MapErrorPanel message="Failed to load the map" onRetry={() => void settings.refetch()} />
      ) : (
        <MapErrorBoundary>
          {/* Leaflet needs a browser: the server draws the placeholder and the page fills it in. */}
          <LazyInBrowser fallback={<Skeleton h="full" borderRadius="0" />}>
            {settings.data ? (
              <PickupMap
                lat={lat}
                lng={lng}
                label={label}
                tileUrl={settings.data.tileUrl}
                attribution={settings.data.attribution}
              />
            ) : (
              <Skeleton h="full" borderRadius="0" />
            )}
          </LazyInBrowser>
        </MapErrorBoundary>
      )}
    </Box>
  );
}

/** Where the seller hands over: the dock, the address, a small map and directions. */
export function PickupCard({ seller }: { seller: PublicSellerDto }) {
  const address = seller.pickupLocationAddress;
  const dock = pickupLocationAt(address);
  const { pickupLocationLat: lat, pickupLocationLng: lng } = seller;
  const place = { lat, lng, address };
  const reachable = address !== null || (lat !== null && lng !== null);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="storefront-pickup">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="lg" id="storefront-pickup">
          {storefrontMessages.pickup}
        </Heading>
        <HStack gap="2.5" align="start">
          <Box color="crab.fg" mt="0.5" flexShrink={0}>
            <MapPin size={18} aria-hidden />
          </Box>
          <Stack gap="0.5">
            {dock && <Text fontWeight="semibold">{dock.name}</Text>}
            <Text data-testid="storefront-address">{address ?? storefrontMessages.contactForLocation}</Text>
            {seller.pickupInstructions && (
              <Text color="fg.muted" fontSize="sm">
                {seller.pickupInstructions}
              </Text>
            )}
          </Stack>
        </HStack>
        {lat !== null && lng !== null && (
          <PickupMapFrame lat={lat} lng={lng} label={dock?.name ?? address ?? seller.displayName} />
        )}
        {reachable && (
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="sm" colorPalette="bay">
              <a href={directionsUrl(place)} target="_blank" rel="noopener noreferrer">
                <Navigation size={16} aria-hidden /> {storefrontMessages.directions}
                <ExternalLink size={14} aria-label="(opens in a new tab)" />
              </a>
            </Button>
            {opensGeoLinks() && (
              <Button asChild size="sm" variant="outline" colorPalette="bay">
                <a href={geoUri(place, dock?.name ?? seller.displayName)}>
                  <Smartphone size={16} aria-hidden /> {storefrontMessages.mapsApp}
                </a>
              </Button>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
