import { Button, Field, Fieldset, Heading, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import {
  type DistanceChoice,
  distanceChoices,
  type FilterChange,
  type FilterSpecies,
  type MarketplaceFilters,
  prepOptionsFor,
  sizeOptionsFor,
  speciesFilterLabels,
} from '../../../shared/catalog-filters';
import { filterSpecies } from '../../../shared/catch-options';
import { LocationAutocomplete } from './location-autocomplete';
import { PriceRangeSlider } from './price-range-slider';

const distanceLabels: Record<DistanceChoice, string> = {
  any: 'Any distance',
  '10': 'Within 10 miles',
  '25': 'Within 25 miles',
  '50': 'Within 50 miles',
};

/** The marketplace filters of spec section 2 with the rules of section 4 (applied by the reducer). */
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

      <Field.Root>
        <Field.Label>Species</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="species"
            value={filters.species}
            onChange={(event) => onChange({ type: 'species', value: event.target.value as FilterSpecies })}
          >
            {filterSpecies.map((species) => (
              <option key={species} value={species}>
                {speciesFilterLabels[species]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

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

      <Field.Root>
        <Field.Label>Size</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="sizeMix"
            value={filters.sizeMix}
            onChange={(event) => onChange({ type: 'sizeMix', value: event.target.value })}
          >
            {sizeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>

      <PriceRangeSlider
        min={filters.minPrice}
        max={filters.maxPrice}
        onCommit={(min, max) => onChange({ type: 'price', min, max })}
      />

      <LocationAutocomplete
        value={filters.location}
        onChange={(value) => onChange({ type: 'location', value })}
      />

      <Field.Root disabled={!filters.location}>
        <Field.Label>Distance</Field.Label>
        <NativeSelect.Root disabled={!filters.location}>
          <NativeSelect.Field
            name="distance"
            value={filters.distance}
            onChange={(event) => onChange({ type: 'distance', value: event.target.value as DistanceChoice })}
          >
            {distanceChoices.map((choice) => (
              <option key={choice} value={choice}>
                {distanceLabels[choice]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {!filters.location && <Field.HelperText>Choose a location first</Field.HelperText>}
      </Field.Root>

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
