/**
 * The marketplace's place in the address bar: filters, search words, order, page and view travel
 * as query parameters, so Back, a refresh and a shared link open the same results. Only what
 * differs from the defaults is written, so a plain visit stays `/marketplace`.
 */
import { type CatalogSort, catalogSorts, normalizeSpeciesFilter } from '../../../shared/catalog-filters';
import {
  type DistanceChoice,
  distanceChoices,
  filtersToParams,
  type MarketplaceFilters,
  PRICE_SLIDER,
} from './marketplace-filters';

export type MarketplaceView = 'grid' | 'map';

/** The query parameters as the route has checked them (src/client/routes/marketplace.tsx). */
export interface MarketplaceSearchParams {
  q?: string | undefined;
  species?: string | undefined;
  prep?: string | undefined;
  size?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  location?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  distance?: number | undefined;
  pickupDate?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  view?: string | undefined;
}

export interface MarketplaceState {
  filters: MarketplaceFilters;
  sort: CatalogSort;
  page: number;
  view: MarketplaceView;
}

function distanceFrom(value: number | undefined): DistanceChoice {
  return distanceChoices.find((choice) => choice === String(value)) ?? 'any';
}

export function stateFromSearch(search: MarketplaceSearchParams): MarketplaceState {
  const location = search.location?.trim()
    ? {
        text: search.location.trim(),
        ...(search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : {}),
      }
    : null;
  const min = search.minPrice ?? PRICE_SLIDER.min;
  const max = search.maxPrice ?? PRICE_SLIDER.max;
  const filters: MarketplaceFilters = {
    species: normalizeSpeciesFilter(search.species) ?? 'all',
    prep: search.prep ?? '',
    sizeMix: search.size ?? 'any',
    minPrice: Math.min(min, max),
    maxPrice: Math.max(min, max),
    location,
    distance: location ? distanceFrom(search.distance) : 'any',
    pickupDate: search.pickupDate ?? '',
    text: search.q?.trim() ?? '',
  };
  const sort = catalogSorts.find((value) => value === search.sort) ?? 'newest';
  return {
    filters,
    // Distance order measures from a place: without one it is the default order.
    sort: sort === 'distance' && !location ? 'newest' : sort,
    page: Math.max(1, Math.floor(search.page ?? 1)),
    view: search.view === 'map' ? 'map' : 'grid',
  };
}

/** The address bar's words for a state: the catalog's own filter parameters, with `size` for the size mix. */
export function searchFromState({ filters, sort, page, view }: MarketplaceState): MarketplaceSearchParams {
  const { sizeMix, ...params } = filtersToParams(filters);
  const search: MarketplaceSearchParams = { ...params };
  if (sizeMix) search.size = sizeMix;
  if (sort !== 'newest') search.sort = sort;
  if (page > 1) search.page = page;
  if (view === 'map') search.view = view;
  return search;
}
