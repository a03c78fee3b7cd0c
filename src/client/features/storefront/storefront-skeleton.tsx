import { Box, Container, Grid, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListingCardsSkeleton } from './listing-cards';
import { PICKUP_MAP_HEIGHT } from './pickup-card';

/** The hero's frame, the same while loading and loaded, so nothing below it moves. */
export const HERO_ASPECT_RATIO = { base: 2, md: 3 };

/** About on the left, the pickup place on the right (below it on phones), the same while loading and loaded. */
export function StorefrontColumns({ children }: { children: ReactNode }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '3fr 2fr' }}
      gap={{ base: '6', lg: '10' }}
      mt={{ base: '6', md: '8' }}
      alignItems="start"
    >
      {children}
    </Grid>
  );
}

function SectionSkeleton({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Skeleton h="7" w={heading} />
      {children}
    </Stack>
  );
}

/** The storefront's shape while it loads: hero, name, about, pickup hours and place, a row of listings. */
export function StorefrontSkeleton() {
  return (
    <Container
      maxW="6xl"
      py={{ base: '4', md: '8' }}
      role="status"
      aria-busy="true"
      aria-label="Loading storefront"
    >
      <Skeleton aspectRatio={HERO_ASPECT_RATIO} borderRadius="xl" />
      <Stack gap="2.5" mt={{ base: '4', md: '6' }}>
        <Skeleton h={{ base: '9', md: '12' }} w={{ base: '75%', md: '45%' }} />
        <Skeleton h="5" w="64" />
        <Skeleton h="4" w="44" />
      </Stack>
      <StorefrontColumns>
        <Stack gap="8">
          <SectionSkeleton heading="5rem">
            <Skeleton h={{ base: '28', md: '12' }} />
          </SectionSkeleton>
          <SectionSkeleton heading="8rem">
            <HStack gap="2">
              <Skeleton h="7" w="24" />
              <Skeleton h="7" w="24" />
            </HStack>
          </SectionSkeleton>
          <SectionSkeleton heading="9rem">
            <Skeleton h="60" w={{ base: 'full', md: '72' }} />
          </SectionSkeleton>
        </Stack>
        <Stack gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
          <Skeleton h="7" w="40" />
          <Skeleton h={{ base: '24', md: '20' }} />
          <Skeleton h={PICKUP_MAP_HEIGHT} />
          <Skeleton h="8" w="32" />
        </Stack>
      </StorefrontColumns>
      <Box mt={{ base: '10', md: '12' }}>
        <Skeleton h="8" w="56" mb="5" />
        <ListingCardsSkeleton count={3} />
      </Box>
    </Container>
  );
}
