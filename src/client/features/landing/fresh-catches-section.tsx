import { Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ArrowRight, Fish } from 'lucide-react';
import { LANDING_CATCH_COUNT } from '../../../shared/catalog-filters';
import { CatchGrid, CatchGridSkeleton } from '../../components/catches/catch-grid';
import { trpc } from '../../lib/trpc';

const signInHref = (returnTo: string) => `/api/login?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * 'Today's Fresh Catches': the three newest listings. A failed load reads as an empty list
 * (docs/product/catalog.md); signed-out visitors get 'Sign In to Reserve' instead of View Details.
 */
export function FreshCatchesSection({ signedIn }: { signedIn: boolean }) {
  const catches = trpc.catalog.list.useQuery({ limit: LANDING_CATCH_COUNT, offset: 0, sort: 'newest' });
  const listings = catches.data?.items ?? [];

  return (
    <Container as="section" aria-labelledby="fresh-catches-heading" maxW="7xl" py={{ base: '10', md: '14' }}>
      <Flex
        justify="space-between"
        align={{ base: 'start', sm: 'end' }}
        gap="4"
        mb="6"
        direction={{ base: 'column', sm: 'row' }}
      >
        <Stack gap="1">
          <Heading as="h2" id="fresh-catches-heading" size="2xl">
            Today's Fresh Catches
          </Heading>
          <Text color="fg.muted">Straight off the boat from Chesapeake Bay watermen.</Text>
        </Stack>
        {signedIn && listings.length > 0 && (
          <Button asChild variant="ghost" colorPalette="bay">
            <Link to="/marketplace">
              Browse the marketplace <ArrowRight size={16} />
            </Link>
          </Button>
        )}
      </Flex>
      {catches.isLoading ? (
        <CatchGridSkeleton count={LANDING_CATCH_COUNT} />
      ) : listings.length === 0 ? (
        <Stack
          align="center"
          textAlign="center"
          gap="3"
          py="10"
          borderWidth="1px"
          borderRadius="xl"
          bg="bay.subtle"
        >
          <Fish size={36} color="var(--chakra-colors-bay-500)" aria-hidden />
          <Text fontWeight="semibold" fontSize="lg">
            No Fresh Catches Available
          </Text>
          {!signedIn && (
            <Button asChild colorPalette="crab">
              <a href={signInHref('/alerts?new=1')}>Sign In to Get Notified</a>
            </Button>
          )}
        </Stack>
      ) : (
        <CatchGrid
          label="Today's fresh catches"
          listings={listings}
          actionFor={
            signedIn
              ? undefined
              : (listing) => (
                  <Button asChild size="sm" colorPalette="crab" w="full">
                    <a href={signInHref(`/catch/${listing.id}`)}>Sign In to Reserve</a>
                  </Button>
                )
          }
        />
      )}
    </Container>
  );
}
