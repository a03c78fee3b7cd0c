import { Button, ButtonGroup, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import { type CatalogSort, sortOptions } from '../../../shared/catalog-filters';
import type { MarketplaceView } from './marketplace-url';

/** The sort select and the grid/map toggle. Distance order needs a location to measure from. */
export function MarketplaceToolbar({
  sort,
  onSortChange,
  view,
  onViewChange,
  hasLocation,
}: {
  sort: CatalogSort;
  onSortChange: (sort: CatalogSort) => void;
  view: MarketplaceView;
  onViewChange: (view: MarketplaceView) => void;
  hasLocation: boolean;
}) {
  return (
    <HStack gap="3" flexWrap="wrap">
      <Field.Root orientation="horizontal" w="auto" gap="2">
        <Field.Label whiteSpace="nowrap" fontSize="sm">
          Sort by
        </Field.Label>
        <NativeSelect.Root size="sm" w={{ base: '44', sm: '56' }}>
          <NativeSelect.Field
            name="sort"
            value={sort}
            onChange={(event) => onSortChange(event.target.value as CatalogSort)}
          >
            {sortOptions.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.value === 'distance' && !hasLocation}
              >
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <ButtonGroup size="sm" attached variant="outline" colorPalette="bay" role="group" aria-label="View">
        <Button
          aria-pressed={view === 'grid'}
          variant={view === 'grid' ? 'solid' : 'outline'}
          onClick={() => onViewChange('grid')}
        >
          <LayoutGrid size={16} /> Grid
        </Button>
        <Button
          aria-pressed={view === 'map'}
          variant={view === 'map' ? 'solid' : 'outline'}
          onClick={() => onViewChange('map')}
        >
          <MapIcon size={16} /> Map
        </Button>
      </ButtonGroup>
    </HStack>
  );
}
