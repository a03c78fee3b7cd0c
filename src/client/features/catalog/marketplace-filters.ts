/**
 * The marketplace's filter state (docs/product/catalog.md): option lists that depend on the
 * species, the rules of a filter change, and how the state becomes catalog query parameters.
 * Only the screen holds this state; what the server reads too is in src/shared/catalog-filters.ts.
 */
import type { CatalogFilterParams, FilterSpecies } from '../../../shared/catalog-filters';

/** The catalog query takes at most this many characters of search text. */
export const SEARCH_MAX_LENGTH = 100;
export const PRICE_SLIDER = { min: 0, max: 200, step: 5 } as const;
export const distanceChoices = ['any', '10', '25', '50'] as const;
export type DistanceChoice = (typeof distanceChoices)[number];

export const speciesFilterLabels: Record<FilterSpecies, string> = {
  all: 'All Species',
  'Blue Crab': 'Blue Crab',
  Fish: 'Fish',
  Oysters: 'Oysters',
  Clams: 'Clams',
  Scallops: 'Scallops',
  'Soft Shell': 'Soft Shell',
};

type OptionList = readonly { value: string; label: string }[];

const crabSizes: OptionList = [
  { value: 'any', label: 'Any Size' },
  { value: 'jumbo', label: 'Jumbo' },
  { value: '#1', label: '#1' },
  { value: '#2', label: '#2' },
  { value: 'small', label: 'Small' },
  { value: 'mixed', label: 'Mixed' },
  { value: 'sooks', label: 'Sooks' },
];
const fishSizes: OptionList = [
  { value: 'any', label: 'Any Size' },
  { value: 'trophy', label: 'Trophy (36" and over)' },
  { value: 'large', label: 'Large' },
  { value: 'medium', label: 'Medium' },
  { value: 'small', label: 'Small' },
  { value: 'keeper', label: 'Keeper' },
];
const oysterSizes: OptionList = [
  { value: 'any', label: 'Any Size' },
  { value: 'counts', label: 'Counts' },
  { value: 'standards', label: 'Standards' },
  { value: 'selects', label: 'Selects' },
];
const clamSizes: OptionList = [
  { value: 'any', label: 'Any Size' },
  { value: 'littlenecks', label: 'Littlenecks' },
  { value: 'cherrystones', label: 'Cherrystones' },
  { value: 'chowders', label: 'Chowders' },
  { value: 'steamers', label: 'Steamers' },
];
const otherSizes: OptionList = [
  { value: 'any', label: 'Any Size' },
  { value: 'large', label: 'Large' },
  { value: 'medium', label: 'Medium' },
  { value: 'small', label: 'Small' },
];

/** Size options by species (docs/product/catalog.md). */
export function sizeOptionsFor(species: FilterSpecies): OptionList {
  switch (species) {
    case 'Blue Crab':
    case 'Soft Shell':
      return crabSizes;
    case 'Fish':
      return fishSizes;
    case 'Oysters':
      return oysterSizes;
    case 'Clams':
      return clamSizes;
    default:
      return otherSizes;
  }
}

/** Preparation options by species (docs/product/catalog.md). */
export function prepOptionsFor(species: FilterSpecies): OptionList {
  switch (species) {
    case 'Blue Crab':
    case 'Soft Shell':
      return [
        { value: 'live', label: 'Live' },
        { value: 'steamed', label: 'Steamed' },
      ];
    case 'Fish':
      return [
        { value: 'whole', label: 'Whole' },
        { value: 'cleaned', label: 'Cleaned' },
        { value: 'filleted', label: 'Filleted' },
      ];
    case 'Oysters':
    case 'Clams':
      return [
        { value: 'live', label: 'Live (in shell)' },
        { value: 'shucked', label: 'Shucked' },
      ];
    default:
      return [
        { value: 'live', label: 'Live' },
        { value: 'steamed', label: 'Steamed' },
        { value: 'cleaned', label: 'Cleaned' },
        { value: 'whole', label: 'Whole' },
      ];
  }
}

/** A place the buyer chose: its coordinates when known (autocomplete), else just the text. */
export interface FilterLocation {
  text: string;
  lat?: number | undefined;
  lng?: number | undefined;
}

/** The marketplace filter state (docs/product/catalog.md). */
export interface MarketplaceFilters {
  species: FilterSpecies;
  prep: string;
  sizeMix: string;
  minPrice: number;
  maxPrice: number;
  location: FilterLocation | null;
  distance: DistanceChoice;
  pickupDate: string;
  /** The search box's words; empty for none. */
  text: string;
}

export const defaultFilters: MarketplaceFilters = {
  species: 'all',
  prep: '',
  sizeMix: 'any',
  minPrice: PRICE_SLIDER.min,
  maxPrice: PRICE_SLIDER.max,
  location: null,
  distance: 'any',
  pickupDate: '',
  text: '',
};

export type FilterChange =
  | { type: 'species'; value: FilterSpecies }
  | { type: 'prep'; value: string }
  | { type: 'sizeMix'; value: string }
  | { type: 'price'; min: number; max: number }
  | { type: 'location'; value: FilterLocation | null }
  | { type: 'distance'; value: DistanceChoice }
  | { type: 'pickupDate'; value: string }
  | { type: 'text'; value: string }
  | { type: 'clear' };

/**
 * The filter rules (docs/product/catalog.md): a new species resets size to any and prep to none; clicking the
 * active prep clears it; Clear All restores the defaults; without a location, distance is any.
 * (Returning to page 1 on any change is the screen's part: paging is not filter state.)
 */
export function applyFilterChange(state: MarketplaceFilters, change: FilterChange): MarketplaceFilters {
  switch (change.type) {
    case 'species':
      return { ...state, species: change.value, sizeMix: 'any', prep: '' };
    case 'prep':
      return { ...state, prep: state.prep === change.value ? '' : change.value };
    case 'sizeMix':
      return { ...state, sizeMix: change.value };
    case 'price': {
      const min = clampPrice(Math.min(change.min, change.max));
      const max = clampPrice(Math.max(change.min, change.max));
      return { ...state, minPrice: min, maxPrice: max };
    }
    case 'location':
      return change.value?.text.trim()
        ? { ...state, location: change.value }
        : { ...state, location: null, distance: 'any' };
    case 'distance':
      return { ...state, distance: state.location ? change.value : 'any' };
    case 'pickupDate':
      return { ...state, pickupDate: change.value };
    case 'text':
      return { ...state, text: change.value.trim().slice(0, SEARCH_MAX_LENGTH) };
    case 'clear':
      return defaultFilters;
  }
}

function clampPrice(value: number): number {
  const stepped = Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, stepped));
}

/** The slider's label: the top of the range means "and up" ('$200+'). */
export function priceRangeLabel(min: number, max: number): string {
  return `$${min} - $${max}${max >= PRICE_SLIDER.max ? '+' : ''}`;
}

export function filtersToParams(filters: MarketplaceFilters): CatalogFilterParams {
  const params: CatalogFilterParams = {};
  if (filters.species !== 'all') params.species = filters.species;
  if (filters.prep) params.prep = filters.prep;
  if (filters.sizeMix && filters.sizeMix !== 'any') params.sizeMix = filters.sizeMix;
  if (filters.minPrice > PRICE_SLIDER.min) params.minPrice = filters.minPrice;
  // The slider's top means "no upper limit".
  if (filters.maxPrice < PRICE_SLIDER.max) params.maxPrice = filters.maxPrice;
  if (filters.location) {
    params.location = filters.location.text;
    if (filters.location.lat !== undefined && filters.location.lng !== undefined) {
      params.lat = filters.location.lat;
      params.lng = filters.location.lng;
    }
    if (filters.distance !== 'any') params.distance = Number(filters.distance);
  }
  if (filters.pickupDate) params.pickupDate = filters.pickupDate;
  if (filters.text) params.q = filters.text;
  return params;
}
