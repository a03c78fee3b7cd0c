import { Button, Field, Fieldset, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import type { FilterSpecies } from '../../../shared/catalog-filters';
import { filterSpecies } from '../../../shared/catch-options';
import { SelectField } from '../../components/ui/select-field';
import { LocationAutocomplete } from './location-autocomplete';
import {
  type DistanceChoice,
  distanceChoices,
  type FilterChange,
  type MarketplaceFilters,
  prepOptionsFor,
  sizeOptionsFor,
  speciesFilterLabels,
} from './marketplace-filters';
import { PriceRangeSlider } from './price-range-slider';

const distanceLabels: Record<DistanceChoice, string> = {
  any: 'Any distance',
  '10': 'Within 10 miles',
  '25': 'Within 25 miles',
  '50': 'Within 50 miles',
};
const distanceOptions = distanceChoices.map((choice) => ({ value: choice, label: distanceLabels[choice] }));
const speciesOptions = filterSpecies.map((species) => ({
  value: species,
  label: speciesFilterLabels[species],
}));

/** The marketplace filters with their rules (docs/product/catalog.md), applied by the reducer. */
export function FilterPanel({
  filters,
  onChange,
}: {
  filters: MarketplaceFilters;
  onChange: (change: FilterChange) => void;
}) {
  const prepOptions = prepOptionsFor(filters.species);
  const sizeOptions = sizeOptionsFor(filters.species);
  return (
    <Stack as="form" aria-label="Filters" gap="5" onSubmit={(event) => event.preventDefault()}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          Filters
        </Heading>
        <Button size="sm" variant="ghost" colorPalette="bay" onClick={() => onChange({ type: 'clear' })}>
          Clear All
        </Button>
      </HStack>

      <SelectField
        label="Species"
        name="species"
        value={filters.species}
        options={speciesOptions}
        onChange={(value) => onChange({ type: 'species', value: value as FilterSpecies })}
      />

      <Fieldset.Root gap="2">
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Preparation
        </Fieldset.Legend>
        <HStack gap="2" flexWrap="wrap">
          {prepOptions.map((option) => {
            const active = filters.prep === option.value;
            return (
              <Button
                key={option.value}
                size="sm"
                variant={active ? 'solid' : 'outline'}
                colorPalette="bay"
                aria-pressed={active}
                onClick={() => onChange({ type: 'prep', value: option.value })}
              >
                {option.label}
              </Button>
            );
          })}
        </HStack>
      </Fieldset.Root>

      <SelectField
        label="Size"
        name="sizeMix"
        value={filters.sizeMix}
        options={sizeOptions}
        onChange={(value) => onChange({ type: 'sizeMix', value })}
      />

      <PriceRangeSlider
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(min, max) => onChange({ type: 'price', min, max })}
      />

      <LocationAutocomplete
        value={filters.location}
        onChange={(value) => onChange({ type: 'location', value })}
      />

      <SelectField
        label="Distance"
        name="distance"
        value={filters.distance}
        options={distanceOptions}
        onChange={(value) => onChange({ type: 'distance', value: value as DistanceChoice })}
        disabled={!filters.location}
        helper={filters.location ? undefined : 'Choose a location first'}
      />

      <Field.Root>
        <Field.Label>Pickup Date</Field.Label>
        <Input
          type="date"
          name="pickupDate"
          value={filters.pickupDate}
          onChange={(event) => onChange({ type: 'pickupDate', value: event.target.value })}
        />
      </Field.Root>
    </Stack>
  );
}
