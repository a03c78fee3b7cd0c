/**
 * The seller's listings as the marketplace's cards, in the marketplace's one, two or three columns.
 *
 * Why not CatchGrid: that module is part of the landing page's first load, and Rolldown (Vite 8)
 * splits it and its neighbours out of the entry chunk once a further lazy chunk imports it,
 * which costs the landing about 1 kB gzip of its 200 kB budget. CatchCard does not have that
 * effect, so the storefront lays the same cards out itself.
 */
import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import type { CatchDto } from '../../../shared/catch.schema';
import { CatchCard } from '../../components/catches/catch-card';

const columns = { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' };

export function ListingCards({ listings, label }: { listings: CatchDto[]; label: string }) {
  const now = new Date();
  return (
    <Grid as="ul" aria-label={label} templateColumns={columns} gap="6" listStyleType="none">
      {listings.map((listing) => (
        <li key={listing.id}>
          <CatchCard listing={listing} now={now} />
        </li>
      ))}
    </Grid>
  );
}

/** Placeholders the size of the cards, so nothing moves when they arrive. */
export function ListingCardsSkeleton({ count }: { count: number }) {
  return (
    <Grid templateColumns={columns} gap="6" role="status" aria-busy="true" aria-label="Loading catches">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={index} gap="3" borderWidth="1px" borderRadius="l3" overflow="hidden" pb="4">
          <Skeleton aspectRatio={4 / 3} borderRadius="0" />
          <Stack gap="3" px="4">
            <Skeleton h="6" w="70%" />
            <Skeleton h="5" w="40%" />
            <Skeleton h="5" w="80%" />
            <Skeleton h="6" w="50%" />
            <Skeleton h="8" w="30%" mt="3" />
            <Skeleton h="8" />
          </Stack>
        </Stack>
      ))}
    </Grid>
  );
}
