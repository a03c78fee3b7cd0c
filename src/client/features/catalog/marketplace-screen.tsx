import { Alert, Box, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { Waves } from 'lucide-react';
import { MARKETPLACE_PAGE_SIZE } from '../../../shared/catalog-filters';
import { CatchGrid, CatchGridSkeleton } from '../../components/catches/catch-grid';
import { ResultsNotice } from '../../components/results-notice';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useKeptResults } from '../../lib/use-kept-results';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { CatchMapPanel } from './map/catch-map-panel';
import { marketplacePageInput } from './marketplace-query';
import { MarketplaceSearch } from './marketplace-search';
import { MarketplaceToolbar } from './marketplace-toolbar';
import type { MarketplaceSearchParams } from './marketplace-url';
import { PaginationControls } from './pagination-controls';
import { useMarketplaceState } from './use-marketplace-state';

/** /marketplace: filters, sort, paged grid of six or the map (docs/product/catalog.md). */
export function MarketplaceScreen({
  search,
  onNavigate,
}: {
  search: MarketplaceSearchParams;
  onNavigate: (search: MarketplaceSearchParams) => void;
}) {
  useDocumentTitle('Marketplace');
  const state = useMarketplaceState(search, onNavigate);
  const page = useKeptResults(
    trpc.catalog.list.useQuery(marketplacePageInput(state.filters, state.sort, state.page), {
      placeholderData: keepPreviousData,
    }),
  );
  const total = page.data?.total ?? 0;
  const origin = page.data?.origin ?? null;
  const lastPage = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE));

  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="3xl">
          Marketplace
        </Heading>
        <Text color="fg.muted">Fresh Chesapeake seafood, reserved online and picked up at the dock.</Text>
      </Stack>
      <Grid
        templateColumns={{ base: '1fr', lg: '280px 1fr' }}
        gap={{ base: '4', lg: '8' }}
        alignItems="start"
      >
        <Box as="aside" display={{ base: 'none', lg: 'block' }} position="sticky" top="4">
          <Box borderWidth="1px" borderRadius="xl" p="5">
            <FilterPanel filters={state.filters} onChange={state.changeFilter} />
          </Box>
        </Box>

        <Stack gap="5" minW="0">
          <FilterSheet
            filters={state.filters}
            onChange={state.changeFilter}
            total={total}
            counting={page.isFetching}
          />
          <MarketplaceSearch
            value={state.filters.text}
            onSearch={(text) => state.changeFilter({ type: 'text', value: text })}
          />
          <Flex
            justify="space-between"
            align={{ base: 'start', md: 'center' }}
            gap="3"
            direction={{ base: 'column', md: 'row' }}
          >
            {page.isLoading ? (
              <Skeleton h="6" w="40" />
            ) : (
              <Text as="h2" fontWeight="semibold" aria-live="polite" data-testid="listing-count">
                {total} listings found
              </Text>
            )}
            <MarketplaceToolbar
              sort={state.sort}
              onSortChange={state.setSort}
              view={state.view}
              onViewChange={state.setView}
              hasLocation={state.filters.location !== null}
            />
          </Flex>

          {state.filters.location && page.data && !origin && (
            <Alert.Root status="warning" borderRadius="lg">
              <Alert.Indicator />
              <Alert.Description>
                We could not find "{state.filters.location.text}", so listings from every location are shown.
              </Alert.Description>
            </Alert.Root>
          )}

          <ResultsNotice results={page} what="listings" />
          {page.isError ? null : state.view === 'map' ? (
            <CatchMapPanel filters={state.filters} sort={state.sort} origin={origin} />
          ) : page.isLoading ? (
            <CatchGridSkeleton count={MARKETPLACE_PAGE_SIZE} />
          ) : total === 0 ? (
            <Stack align="center" textAlign="center" gap="2" py="16" borderWidth="1px" borderRadius="xl">
              <Waves size={36} color="var(--chakra-colors-bay-500)" aria-hidden />
              <Text fontWeight="semibold" fontSize="lg">
                No seafood found matching your criteria
              </Text>
              <Text color="fg.muted">Try adjusting your filters or check back later</Text>
            </Stack>
          ) : (
            <Stack gap="8" opacity={page.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
              <CatchGrid label="Listings" listings={page.data?.items ?? []} />
              <PaginationControls
                total={total}
                page={Math.min(state.page, lastPage)}
                onPageChange={(next) => {
                  state.setPage(next);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Stack>
          )}
        </Stack>
      </Grid>
    </Container>
  );
}
