/**
 * What the marketplace asks the server for: one page of six with the total, never the whole list.
 * The route loader and the screen build the same input so the prefetched page is the one shown.
 */
import { type CatalogSort, MARKETPLACE_PAGE_SIZE } from '../../../shared/catalog-filters';
import { filtersToParams, type MarketplaceFilters } from './marketplace-filters';

export function marketplacePageInput(filters: MarketplaceFilters, sort: CatalogSort, page: number) {
  return {
    ...filtersToParams(filters),
    sort,
    limit: MARKETPLACE_PAGE_SIZE,
    offset: (page - 1) * MARKETPLACE_PAGE_SIZE,
  };
}

export function mapMarkersInput(filters: MarketplaceFilters, sort: CatalogSort) {
  return { ...filtersToParams(filters), sort };
}
