import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  defaultFilters,
  filtersToParams,
  type MarketplaceFilters,
  prepOptionsFor,
  priceRangeLabel,
  sizeOptionsFor,
} from '../../src/client/features/catalog/marketplace-filters';

const values = (options: readonly { value: string }[]) => options.map((option) => option.value);

describe('option lists by species', () => {
  it('offers the sizes of each species', () => {
    expect(values(sizeOptionsFor('Blue Crab'))).toEqual([
      'any',
      'jumbo',
      '#1',
      '#2',
      'small',
      'mixed',
      'sooks',
    ]);
    expect(values(sizeOptionsFor('Soft Shell'))).toEqual(values(sizeOptionsFor('Blue Crab')));
    expect(values(sizeOptionsFor('Fish'))).toEqual(['any', 'trophy', 'large', 'medium', 'small', 'keeper']);
    expect(values(sizeOptionsFor('Oysters'))).toEqual(['any', 'counts', 'standards', 'selects']);
    expect(values(sizeOptionsFor('Clams'))).toEqual([
      'any',
      'littlenecks',
      'cherrystones',
      'chowders',
      'steamers',
    ]);
    expect(values(sizeOptionsFor('all'))).toEqual(['any', 'large', 'medium', 'small']);
    expect(values(sizeOptionsFor('Scallops'))).toEqual(['any', 'large', 'medium', 'small']);
  });

  it('offers the preparations of each species', () => {
    expect(values(prepOptionsFor('Blue Crab'))).toEqual(['live', 'steamed']);
    expect(values(prepOptionsFor('Fish'))).toEqual(['whole', 'cleaned', 'filleted']);
    expect(values(prepOptionsFor('Oysters'))).toEqual(['live', 'shucked']);
    expect(prepOptionsFor('Clams').map((option) => option.label)).toEqual(['Live (in shell)', 'Shucked']);
    expect(values(prepOptionsFor('all'))).toEqual(['live', 'steamed', 'cleaned', 'whole']);
  });
});

describe('applyFilterChange', () => {
  const busy: MarketplaceFilters = {
    species: 'Blue Crab',
    prep: 'steamed',
    sizeMix: 'jumbo',
    minPrice: 20,
    maxPrice: 150,
    location: { text: 'Annapolis, MD', lat: 38.99, lng: -76.52 },
    distance: '25',
    pickupDate: '2025-06-07',
    text: 'jimmies',
  };

  it('keeps the search words trimmed and within the query’s limit, and sends them as q', () => {
    expect(applyFilterChange(busy, { type: 'text', value: '  soft shell  ' }).text).toBe('soft shell');
    expect(applyFilterChange(busy, { type: 'text', value: 'x'.repeat(150) }).text).toHaveLength(100);
    expect(filtersToParams(busy).q).toBe('jimmies');
    expect(filtersToParams({ ...busy, text: '' }).q).toBeUndefined();
    expect(applyFilterChange(busy, { type: 'clear' }).text).toBe('');
  });

  it('resets size to any and prep to none when the species changes', () => {
    expect(applyFilterChange(busy, { type: 'species', value: 'Fish' })).toEqual({
      ...busy,
      species: 'Fish',
      sizeMix: 'any',
      prep: '',
    });
  });

  it('toggles prep: the active one clears', () => {
    expect(applyFilterChange(busy, { type: 'prep', value: 'live' }).prep).toBe('live');
    expect(applyFilterChange(busy, { type: 'prep', value: 'steamed' }).prep).toBe('');
  });

  it('Clear All restores every default', () => {
    expect(applyFilterChange(busy, { type: 'clear' })).toEqual(defaultFilters);
    expect(defaultFilters).toMatchObject({
      species: 'all',
      prep: '',
      sizeMix: 'any',
      minPrice: 0,
      maxPrice: 200,
    });
  });

  it('keeps distance at any until a location is set, and drops it with the location', () => {
    const noLocation = applyFilterChange(defaultFilters, { type: 'distance', value: '10' });
    expect(noLocation.distance).toBe('any');
    const cleared = applyFilterChange(busy, { type: 'location', value: null });
    expect(cleared).toMatchObject({ location: null, distance: 'any' });
    expect(applyFilterChange(busy, { type: 'location', value: { text: '  ' } }).location).toBeNull();
  });

  it('keeps prices on the slider: ordered, in steps of 5, within 0-200', () => {
    expect(applyFilterChange(defaultFilters, { type: 'price', min: 180, max: 40 })).toMatchObject({
      minPrice: 40,
      maxPrice: 180,
    });
    expect(applyFilterChange(defaultFilters, { type: 'price', min: -20, max: 999 })).toMatchObject({
      minPrice: 0,
      maxPrice: 200,
    });
    expect(applyFilterChange(defaultFilters, { type: 'price', min: 12, max: 98 })).toMatchObject({
      minPrice: 10,
      maxPrice: 100,
    });
  });
});

describe('filtersToParams', () => {
  it('leaves out empty, all and any values (docs/product/catalog.md)', () => {
    expect(filtersToParams(defaultFilters)).toEqual({});
  });

  it('sends what is set, treating the slider top as no upper limit', () => {
    expect(
      filtersToParams({
        ...defaultFilters,
        species: 'Oysters',
        prep: 'shucked',
        sizeMix: 'selects',
        minPrice: 10,
        maxPrice: 200,
        location: { text: 'Deale, MD', lat: 38.78, lng: -76.55 },
        distance: '10',
        pickupDate: '2025-06-07',
      }),
    ).toEqual({
      species: 'Oysters',
      prep: 'shucked',
      sizeMix: 'selects',
      minPrice: 10,
      location: 'Deale, MD',
      lat: 38.78,
      lng: -76.55,
      distance: 10,
      pickupDate: '2025-06-07',
    });
    expect(filtersToParams({ ...defaultFilters, maxPrice: 195 })).toEqual({ maxPrice: 195 });
  });
});

describe('the price label', () => {
  it("labels the top of the range '$200+'", () => {
    expect(priceRangeLabel(0, 200)).toBe('$0 - $200+');
    expect(priceRangeLabel(25, 90)).toBe('$25 - $90');
  });
});
