import { Center, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { formatDecimalUsd } from '../../../shared/money';
import ListingModeration from '../../components/moderation/listing-moderation';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AdminSearchForm, AdminTable } from './admin-list-parts';

const LISTINGS_SHOWN = 20;

function ListingRow({ listing }: { listing: CatchDto }) {
  return (
    <Table.Row data-testid="admin-listing" verticalAlign="top">
      <Table.Cell overflowWrap="anywhere">
        <Stack gap="0.5">
          <Text asChild fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
            <Link to="/catch/$id" params={{ id: listing.id }}>
              {listing.title}
            </Link>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {listing.crabber.displayName} · {formatDecimalUsd(listing.unitPrice)}/
            {listing.pricing === 'per_lb' ? 'lb' : listing.unitType}
          </Text>
        </Stack>
      </Table.Cell>
      {/* The posting date gives way on a phone, where the title and the action must fit. */}
      <Table.Cell whiteSpace="nowrap" fontSize="sm" hideBelow="sm">
        {onDockClock(listing.postedAt, { month: 'short', day: 'numeric' })}
      </Table.Cell>
      <Table.Cell textAlign="end" px="1">
        {/* The search lists what buyers can see, so every row can only be hidden. */}
        <ListingModeration catchId={listing.id} hidden={false} />
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Find a listing buyers can see by its words or seller and hide it, whether or not anyone reported
 * it (docs/product/moderation.md). It searches the marketplace as buyers do.
 */
export function ListingsPanel() {
  const [q, setQ] = useState('');
  const listings = trpc.catalog.list.useQuery(
    { ...(q ? { q } : {}), sort: 'newest', limit: LISTINGS_SHOWN, offset: 0 },
    { retry: false },
  );
  return (
    <Stack gap="4">
      <AdminSearchForm label="Find listings" placeholder="Title, species or seller" onSearch={setQ} />
      {listings.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading listings" />
        </Center>
      ) : listings.error ? (
        <Text color="red.fg">{messageOf(listings.error)}</Text>
      ) : listings.data?.items.length ? (
        <Stack gap="3">
          <AdminTable label="Listings" columns={[{ name: 'Listing' }, { name: 'Posted', phoneHidden: true }]}>
            {listings.data.items.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </AdminTable>
          {listings.data.total > listings.data.items.length && (
            <Text fontSize="sm" color="fg.muted">
              Showing the newest {listings.data.items.length} of {listings.data.total}. Narrow the search to
              find others.
            </Text>
          )}
        </Stack>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          No listing buyers can see matches.
        </Text>
      )}
    </Stack>
  );
}
