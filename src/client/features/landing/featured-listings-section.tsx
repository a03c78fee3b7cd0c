import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import { FEATURED_LIMIT } from '../../../shared/catalog-filters';
import { CatchGrid, CatchGridSkeleton } from '../../components/catches/catch-grid';
import { trpc } from '../../lib/trpc';

/** Up to six promoted listings on the signed-in home (docs/product/catalog.md); no retry on failure. */
export function FeaturedListingsSection() {
  const featured = trpc.catalog.featured.useQuery(undefined, { retry: false });
  const listings = featured.data ?? [];
  return (
    <Container as="section" aria-labelledby="featured-heading" maxW="7xl" py={{ base: '10', md: '14' }}>
      <Stack gap="1" mb="6">
        <Heading as="h2" id="featured-heading" size="2xl">
          Featured Listings
        </Heading>
        <Text color="fg.muted">Promoted by their sellers this week.</Text>
      </Stack>
      {featured.isLoading ? (
        <CatchGridSkeleton count={3} />
      ) : listings.length === 0 ? (
        <Stack align="center" textAlign="center" gap="2" py="10" borderWidth="1px" borderRadius="xl">
          <Star size={32} color="var(--chakra-colors-yellow-500)" aria-hidden />
          <Text fontWeight="semibold">No featured listings at the moment</Text>
          <Text color="fg.muted" fontSize="sm">
            Sellers can promote their catches to appear here
          </Text>
        </Stack>
      ) : (
        <CatchGrid label="Featured listings" listings={listings.slice(0, FEATURED_LIMIT)} />
      )}
    </Container>
  );
}
