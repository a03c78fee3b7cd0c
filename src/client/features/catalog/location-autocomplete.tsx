import { Combobox, createListCollection, Portal, Spinner } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { PlaceDto } from '../../../shared/catch.schema';
import { trpc } from '../../lib/trpc';
import type { FilterLocation } from './marketplace-filters';

const SUGGEST_DELAY_MS = 200;

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Location search over US places (the server's gazetteer or configured geocoder). Choosing a
 * suggestion yields its formatted address and coordinates; clearing the field clears the filter.
 */
export function LocationAutocomplete({
  value,
  onChange,
}: {
  value: FilterLocation | null;
  onChange: (location: FilterLocation | null) => void;
}) {
  const [inputValue, setInputValue] = useState(value?.text ?? '');
  useEffect(() => setInputValue(value?.text ?? ''), [value?.text]);
  const query = useDebounced(inputValue.trim(), SUGGEST_DELAY_MS);
  const places = trpc.catalog.suggestPlaces.useQuery(
    { q: query },
    { enabled: query.length >= 2 && query !== value?.text, placeholderData: keepPreviousData },
  );
  const collection = useMemo(
    () =>
      createListCollection<PlaceDto>({
        items: places.data ?? [],
        itemToString: (place) => place.formattedAddress,
        itemToValue: (place) => place.formattedAddress,
      }),
    [places.data],
  );

  return (
    <Combobox.Root
      collection={collection}
      inputValue={inputValue}
      onInputValueChange={(details) => {
        setInputValue(details.inputValue);
        if (!details.inputValue.trim() && value) onChange(null);
      }}
      onValueChange={(details) => {
        const place = details.items[0] as PlaceDto | undefined;
        if (place) onChange({ text: place.formattedAddress, lat: place.lat, lng: place.lng });
      }}
      inputBehavior="autohighlight"
      openOnClick={false}
      positioning={{ sameWidth: true }}
    >
      <Combobox.Label>Location</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder="Town, ZIP or dock" />
        <Combobox.IndicatorGroup>
          {places.isFetching && <Spinner size="xs" />}
          <Combobox.ClearTrigger aria-label="Clear location" onClick={() => onChange(null)} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>
              {query.length < 2 ? 'Type a town, ZIP or dock' : 'No US place found'}
            </Combobox.Empty>
            {collection.items.map((place) => (
              <Combobox.Item key={`${place.formattedAddress}-${place.lat}`} item={place}>
                {place.formattedAddress}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
