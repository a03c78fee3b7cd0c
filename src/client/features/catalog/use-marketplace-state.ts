import type { CatalogSort } from '../../../shared/catalog-filters';
import { applyFilterChange, type FilterChange } from './marketplace-filters';
import {
  type MarketplaceSearchParams,
  type MarketplaceState,
  type MarketplaceView,
  searchFromState,
  stateFromSearch,
} from './marketplace-url';

/**
 * Filters, order, page and view of the marketplace, read from the address bar and written back to
 * it: each change is a new history entry, so Back undoes it.
 */
export function useMarketplaceState(
  search: MarketplaceSearchParams,
  navigate: (search: MarketplaceSearchParams) => void,
) {
  const state = stateFromSearch(search);
  const go = (next: MarketplaceState) => navigate(searchFromState(next));
  return {
    ...state,
    // Any filter change returns to page 1 (docs/product/catalog.md); so does a new order.
    changeFilter: (change: FilterChange) =>
      go({ ...state, filters: applyFilterChange(state.filters, change), page: 1 }),
    setSort: (value: CatalogSort) => go({ ...state, sort: value, page: 1 }),
    setPage: (value: number) => go({ ...state, page: Math.max(1, value) }),
    setView: (value: MarketplaceView) => go({ ...state, view: value }),
  };
}
