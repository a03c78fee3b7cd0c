import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { FilterPanel } from './filter-panel';
import { type FilterChange, type MarketplaceFilters, PRICE_SLIDER } from './marketplace-filters';

/** How many filters are set; the search box's words are not counted, they show above the results. */
function activeFilterCount(filters: MarketplaceFilters): number {
  const price = filters.minPrice !== PRICE_SLIDER.min || filters.maxPrice !== PRICE_SLIDER.max;
  return [
    filters.species !== 'all',
    filters.prep !== '',
    filters.sizeMix !== 'any',
    price,
    filters.location !== null,
    filters.distance !== 'any',
    filters.pickupDate !== '',
  ].filter(Boolean).length;
}

/**
 * On a phone the filters open in a sheet from the bottom, over the results instead of pushing them
 * down; each change applies at once and the button says how many listings it leaves.
 */
export function FilterSheet({
  filters,
  onChange,
  total,
  counting,
}: {
  filters: MarketplaceFilters;
  onChange: (change: FilterChange) => void;
  total: number;
  counting: boolean;
}) {
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="bottom"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <Button display={{ base: 'flex', lg: 'none' }} w="full" variant="outline" colorPalette="bay">
          <SlidersHorizontal size={16} /> Filters
          {active > 0 && (
            <Badge colorPalette="bay" variant="solid" borderRadius="full" aria-label={`${active} active`}>
              {active}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" maxH="85dvh">
            <Drawer.Header pb="0">
              <Drawer.Title srOnly>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterPanel filters={filters} onChange={onChange} />
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px">
              <Button
                w="full"
                size="lg"
                colorPalette="bay"
                aria-busy={counting}
                data-testid="show-results"
                onClick={() => setOpen(false)}
              >
                Show {total} {total === 1 ? 'result' : 'results'}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
