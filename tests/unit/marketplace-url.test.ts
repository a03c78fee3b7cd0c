import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../../src/client/features/catalog/marketplace-filters';
import { searchFromState, stateFromSearch } from '../../src/client/features/catalog/marketplace-url';
import { marketplaceSearch } from '../../src/client/routes/marketplace';

describe('the marketplace in the address bar', () => {
  it('prefills from a landing search link', () => {
    expect(stateFromSearch({ location: ' Baltimore ', species: 'crabs', pickupDate: '2025-06-07' })).toEqual({
      filters: {
        ...defaultFilters,
        species: 'Blue Crab',
        location: { text: 'Baltimore' },
        pickupDate: '2025-06-07',
      },
      sort: 'newest',
      page: 1,
      view: 'grid',
    });
    expect(stateFromSearch({ species: 'whale' }).filters.species).toBe('all');
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(searchFromState(stateFromSearch({}))).toEqual({});
    const search = {
      q: 'soft shell',
      species: 'Oysters',
      prep: 'shucked',
      size: 'selects',
      minPrice: 10,
      maxPrice: 90,
      location: 'Deale, MD',
      lat: 38.78,
      lng: -76.55,
      distance: 25,
      pickupDate: '2025-06-07',
      sort: 'distance',
      page: 2,
      view: 'map',
    };
    expect(searchFromState(stateFromSearch(search))).toEqual(search);
  });

  it('drops what a link cannot mean', () => {
    const state = stateFromSearch({
      sort: 'distance',
      distance: 25,
      page: 0,
      view: 'globe',
      minPrice: 90,
      maxPrice: 10,
    });
    expect(state.sort).toBe('newest');
    expect(state.filters.distance).toBe('any');
    expect(state.page).toBe(1);
    expect(state.view).toBe('grid');
    expect([state.filters.minPrice, state.filters.maxPrice]).toEqual([10, 90]);
  });

  it('checks the route parameters without throwing', () => {
    expect(
      marketplaceSearch({ page: 'two', minPrice: 900, location: 21401, pickupDate: '2025-02-30', q: 7 }),
    ).toEqual(
      expect.objectContaining({
        page: undefined,
        minPrice: undefined,
        location: '21401',
        pickupDate: undefined,
        q: '7',
      }),
    );
    expect(marketplaceSearch({ page: 3, lat: '38.9' })).toEqual(
      expect.objectContaining({ page: 3, lat: 38.9 }),
    );
  });
});

describe('the landing search sent by the browser itself', () => {
  // What the router reads from the address the landing's GET form goes to, as the app reads it.
  const marketplaceAt = (query: string) => stateFromSearch(marketplaceSearch(defaultParseSearch(query)));

  it('reads empty fields and "any" as no filter, the marketplace the app opens for the same search', () => {
    // Dropped by the route itself, so the router's address is the one the app goes to.
    expect(marketplaceSearch(defaultParseSearch('?location=&pickupDate=&species='))).toEqual(
      marketplaceSearch({}),
    );
    expect(marketplaceSearch(defaultParseSearch('?location=&pickupDate=&species=crabs'))).toEqual(
      marketplaceSearch({ species: 'crabs' }),
    );
    expect(marketplaceAt('?location=&pickupDate=&species=any')).toEqual(marketplaceAt(''));
    expect(marketplaceAt('?location=Annapolis%2C+MD&pickupDate=&species=crabs')).toEqual(
      marketplaceAt(`?${new URLSearchParams({ location: 'Annapolis, MD', species: 'crabs' })}`),
    );
    expect(marketplaceAt('?location=Annapolis%2C+MD&pickupDate=2025-06-07&species=crabs').filters).toEqual({
      ...defaultFilters,
      species: 'Blue Crab',
      location: { text: 'Annapolis, MD' },
      pickupDate: '2025-06-07',
    });
  });

  it('falls back on what it cannot mean instead of failing', () => {
    expect(marketplaceAt('?location=++&pickupDate=07%2F06%2F2025&species=whale')).toEqual(marketplaceAt(''));
    expect(marketplaceAt('?location=21401&pickupDate=2025-02-30&species=true').filters).toEqual({
      ...defaultFilters,
      location: { text: '21401' },
    });
  });
});
