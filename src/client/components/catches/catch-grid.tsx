import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { CatchCard } from './catch-card';

/** Cards in one, two or three columns, with an optional per-card action. */
export function CatchGrid({
  listings,
  actionFor,
  label,
}: {
  listings: CatchDto[];
  actionFor?: (listing: CatchDto) => ReactNode;
  label: string;
}) {
  const now = new Date();
  return (
    <SimpleGrid as="ul" aria-label={label} columns={{ base: 1, sm: 2, lg: 3 }} gap="6" listStyleType="none">
      {listings.map((listing, index) => (
        <li key={listing.id}>
          {/* The first photo is the phone's largest paint: fetched first; the rest as they scroll in. */}
          <CatchCard listing={listing} action={actionFor?.(listing)} now={now} first={index === 0} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export function CatchGridSkeleton({ count }: { count: number }) {
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3 }}
      gap="6"
      role="status"
      aria-busy="true"
      aria-label="Loading catches"
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Stack key={index} gap="3">
          <Skeleton aspectRatio={4 / 3} borderRadius="md" />
          <Skeleton h="5" w="70%" />
          <Skeleton h="4" w="50%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
