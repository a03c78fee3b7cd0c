import { Box, Grid } from '@chakra-ui/react';
import { lazy, useMemo } from 'react';
import type { CatalogSort } from '../../../../shared/catalog-filters';
import type { PlaceDto } from '../../../../shared/catch.schema';
import { LazyInBrowser } from '../../../components/lazy-in-browser';
import { loadWithRetry } from '../../../components/map/load-with-retry';
import { MapErrorBoundary, MapErrorPanel } from '../../../components/map/map-error';
import { trpc } from '../../../lib/trpc';
import type { MarketplaceFilters } from '../marketplace-filters';
import { mapMarkersInput } from '../marketplace-query';
import { groupByDock } from './dock-groups';
import { DockList } from './dock-list';
import { MAP_HEIGHT, MapLoading } from './map-loading';

// A separate chunk: the marketplace does not pay for Leaflet until the map is shown.
const CatchMap = lazy(() => loadWithRetry(() => import('./catch-map')));

/**
 * The map view: loading, error and loaded states (docs/product/catalog.md), a price marker per dock
 * for the current filters, and the same docks as a list beside the map (below it on a phone).
 */
export function CatchMapPanel({
  filters,
  sort,
  origin,
}: {
  filters: MarketplaceFilters;
  sort: CatalogSort;
  origin: PlaceDto | null;
}) {
  const settings = trpc.catalog.mapSettings.useQuery();
  const markers = trpc.catalog.mapMarkers.useQuery(mapMarkersInput(filters, sort));
  const docks = useMemo(() => groupByDock(markers.data ?? []), [markers.data]);

  if (settings.isError || markers.isError) {
    return (
      <MapErrorPanel
        message="Failed to load map markers"
        onRetry={() => {
          void settings.refetch();
          void markers.refetch();
        }}
      />
    );
  }
  if (!settings.data || !markers.data) return <MapLoading />;
  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 300px' }} gap="4" alignItems="start">
      <MapErrorBoundary>
        {/* Leaflet needs a browser: the server draws the loading frame and the page fills it in. */}
        <LazyInBrowser fallback={<MapLoading />}>
          <Box h={MAP_HEIGHT} borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="catch-map">
            <CatchMap
              docks={docks}
              tileUrl={settings.data.tileUrl}
              attribution={settings.data.attribution}
              origin={origin}
            />
          </Box>
        </LazyInBrowser>
      </MapErrorBoundary>
      <DockList docks={docks} maxH={{ xl: MAP_HEIGHT.md }} />
    </Grid>
  );
}
