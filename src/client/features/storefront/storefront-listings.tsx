import { Heading, Stack, Text } from '@chakra-ui/react';
import { Fish } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { storefrontMessages } from '../../../shared/messages/storefront';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { trpc } from '../../lib/trpc';
import { ListingCards, ListingCardsSkeleton } from './listing-cards';
import { SectionEmpty, SectionLoadFailed, SectionMore } from './section-states';
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
    body = <SectionLoadFailed title={storefrontMessages.listingsFailed} query={first} />;
  } else if (listings.length === 0) {
    body = (
      <SectionEmpty
        icon={<Fish size={32} aria-hidden />}
        title={storefrontMessages.noListings}
        text={storefrontMessages.noListingsText}
        testId="storefront-no-listings"
      />
    );
  } else {
    body = (
      <Stack gap="6">
        <ListingCards
          listings={listings}
          label={`${storefrontMessages.listings} from ${seller.displayName}`}
        />
        <SectionMore
          failedTitle={storefrontMessages.listingsFailed}
          last={last}
          hasMore={listings.length < total}
          label={storefrontMessages.showMore}
          onMore={() => setPageCount((count) => count + 1)}
        />
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
