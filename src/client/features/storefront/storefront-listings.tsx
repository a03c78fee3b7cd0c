import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Fish } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { storefrontMessages } from '../../../shared/messages/storefront';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { ListingCards, ListingCardsSkeleton } from './listing-cards';
import { storefrontListingsInput } from './storefront-query';

/** What the seller has listed now, as marketplace cards, newest first, a page at a time. */
export function StorefrontListings({ seller }: { seller: PublicSellerDto }) {
  const [pageCount, setPageCount] = useState(1);
  const pages = trpc.useQueries((t) =>
    Array.from({ length: pageCount }, (_, page) => t.catalog.list(storefrontListingsInput(seller.id, page))),
  );
  const first = pages[0];
  const last = pages.at(-1);
  const listings = pages.flatMap((page) => page.data?.items ?? []);
  const total = first?.data?.total ?? 0;

  let body: ReactNode;
  if (first?.isLoading) {
    body = <ListingCardsSkeleton count={3} />;
  } else if (first?.isError) {
    body = (
      <Alert.Root status="error" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{storefrontMessages.listingsFailed}</Alert.Title>
          <Alert.Description>{messageOf(first.error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => void first.refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  } else if (listings.length === 0) {
    body = (
      <Card.Root variant="subtle" data-testid="storefront-no-listings">
        <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
          <Fish size={32} aria-hidden />
          <Text fontWeight="semibold">{storefrontMessages.noListings}</Text>
          <Text color="fg.muted" fontSize="sm" maxW="md">
            {storefrontMessages.noListingsText}
          </Text>
        </Card.Body>
      </Card.Root>
    );
  } else {
    body = (
      <Stack gap="6">
        <ListingCards
          listings={listings}
          label={`${storefrontMessages.listings} from ${seller.displayName}`}
        />
        {last?.isError && (
          <Text color="fg.error" fontSize="sm">
            {storefrontMessages.listingsFailed}: {messageOf(last.error)}
          </Text>
        )}
        {listings.length < total && (
          <Button
            alignSelf="center"
            variant="outline"
            colorPalette="bay"
            loading={last?.isFetching}
            onClick={() => (last?.isError ? void last.refetch() : setPageCount((count) => count + 1))}
          >
            {storefrontMessages.showMore}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="5" mt={{ base: '10', md: '12' }} aria-labelledby="storefront-listings">
      <Heading as="h2" size="xl" id="storefront-listings">
        {storefrontMessages.listings}
        {total > 0 && (
          <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md" ms="2">
            ({total})
          </Text>
        )}
      </Heading>
      {body}
    </Stack>
  );
}
