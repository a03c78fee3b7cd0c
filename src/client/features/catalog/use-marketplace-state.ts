import { useReducer } from 'react';
import type { CatalogSort } from '../../../shared/catalog-filters';
import { applyFilterChange, type FilterChange, type MarketplaceFilters } from './marketplace-filters';

export type MarketplaceView = 'grid' | 'map';

interface State {
  filters: MarketplaceFilters;
  sort: CatalogSort;
  page: number;
  view: MarketplaceView;
}

type Action =
  | { type: 'filter'; change: FilterChange }
  | { type: 'sort'; value: CatalogSort }
  | { type: 'page'; value: number }
  | { type: 'view'; value: MarketplaceView };

function reduce(state: State, action: Action): State {
  switch (action.type) {
    // Any filter change returns to page 1 (docs/product/catalog.md); so does a new order.
    case 'filter':
      return { ...state, filters: applyFilterChange(state.filters, action.change), page: 1 };
    case 'sort':
      return { ...state, sort: action.value, page: 1 };
    case 'page':
      return { ...state, page: Math.max(1, action.value) };
    case 'view':
      return { ...state, view: action.value };
  }
}

/** Filters, order, page and view of one marketplace visit, starting from the link's filters. */
export function useMarketplaceState(initialFilters: MarketplaceFilters) {
  const [state, dispatch] = useReducer(reduce, {
    filters: initialFilters,
    sort: 'newest',
    page: 1,
    view: 'grid',
  } satisfies State);
  return {
    ...state,
    changeFilter: (change: FilterChange) => dispatch({ type: 'filter', change }),
    setSort: (value: CatalogSort) => dispatch({ type: 'sort', value }),
    setPage: (value: number) => dispatch({ type: 'page', value }),
    setView: (value: MarketplaceView) => dispatch({ type: 'view', value }),
  };
}
