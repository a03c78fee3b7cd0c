/**
 * What the catalog query shares between the marketplace screen and the server: the species words
 * a filter accepts, the sort orders, page sizes and the query parameters. The screen's own filter
 * state lives in src/client/features/catalog/marketplace-filters.ts.
 */
import type { filterSpecies } from './catch-options';

export type FilterSpecies = (typeof filterSpecies)[number];
export type SpeciesGroup = Exclude<FilterSpecies, 'all'>;

export const MARKETPLACE_PAGE_SIZE = 6;
export const LANDING_CATCH_COUNT = 3;
export const FEATURED_LIMIT = 6;

export const sortOptions = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price-low', label: 'Price: Low to High' },
  { value: 'price-high', label: 'Price: High to Low' },
  { value: 'distance', label: 'Distance: Nearest First' },
  { value: 'pickup-time', label: 'Pickup Time: Soonest First' },
  { value: 'top-rated', label: 'Top Rated' },
] as const;
export type CatalogSort = (typeof sortOptions)[number]['value'];
export const catalogSorts = sortOptions.map((option) => option.value) as [CatalogSort, ...CatalogSort[]];

/**
 * Species words the product sends besides the filter list itself: the landing search's values
 * (crabs, fish, oysters, clams) and the listing categories. Matching ignores case, spaces and
 * dashes, so 'blue-crab', 'softshell' and 'Soft Shell' agree.
 */
const speciesAliases: Record<string, SpeciesGroup> = {
  bluecrab: 'Blue Crab',
  bluecrabs: 'Blue Crab',
  crab: 'Blue Crab',
  crabs: 'Blue Crab',
  fish: 'Fish',
  stripedbass: 'Fish',
  rockfish: 'Fish',
  whiteperch: 'Fish',
  oyster: 'Oysters',
  oysters: 'Oysters',
  clam: 'Clams',
  clams: 'Clams',
  scallop: 'Scallops',
  scallops: 'Scallops',
  softshell: 'Soft Shell',
  softshells: 'Soft Shell',
  softshellcrab: 'Soft Shell',
  softshellcrabs: 'Soft Shell',
};

/**
 * Reads a species filter value. 'all', 'any' and empty mean no filter (undefined); a value that
 * names no species is null, which callers refuse.
 */
export function normalizeSpeciesFilter(value: string | null | undefined): SpeciesGroup | undefined | null {
  const key = (value ?? '').toLowerCase().replace(/[\s_-]+/g, '');
  if (key === '' || key === 'all' || key === 'any') return undefined;
  return speciesAliases[key] ?? null;
}

/** The catalog's query parameters; the screen leaves out empty, 'all' and 'any' values (docs/product/catalog.md). */
export interface CatalogFilterParams {
  species?: string;
  prep?: string;
  sizeMix?: string;
  minPrice?: number;
  maxPrice?: number;
  location?: string;
  lat?: number;
  lng?: number;
  distance?: number;
  pickupDate?: string;
  /** Words to find in a listing's title, species, description or seller name. */
  q?: string;
}
