import { Badge, Button, Card, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { dockTimeOfDay } from '../../../shared/dock-clock';
import type { WaitlistPlaceDto } from '../../../shared/waitlist.schema';
import { trpc } from '../../lib/trpc';

function placeText(entry: WaitlistPlaceDto): string {
  if (entry.kind === 'species') return `#${entry.place} in line for their next ${entry.species} listing`;
  if (entry.heldQty > 0) {
    return `${entry.heldQty} ${entry.unitType} held for you until ${dockTimeOfDay(entry.holdExpiresAt!)}`;
  }
  return `#${entry.place} in line for ${entry.qty} ${entry.unitType}`;
}

const keyOf = (entry: WaitlistPlaceDto) =>
  entry.kind === 'listing' ? entry.catchId : `${entry.crabberId}:${entry.species}`;

/** The place's title: the catch, or the species on the seller's storefront. */
function PlaceLink({ entry }: { entry: WaitlistPlaceDto }) {
  return (
    <ChakraLink asChild fontWeight="semibold" colorPalette="bay">
      {entry.kind === 'listing' ? (
        <Link to="/catch/$id" params={{ id: entry.catchId }}>
          {entry.title}
        </Link>
      ) : (
        <Link to="/sellers/$id" params={{ id: entry.crabberId }}>
          {entry.species}
        </Link>
      )}
    </ChakraLink>
  );
}

/**
 * My Orders' list of the buyer's places in line (docs/product/waitlist.md): catches' lines and
 * sellers' species lines, each left with one tap.
 */
export function MyWaitlist() {
  const utils = trpc.useUtils();
  const mine = trpc.waitlist.mine.useQuery();
  const leaveListing = trpc.waitlist.leave.useMutation({
    onSuccess: (_, { catchId }) => {
      utils.waitlist.status.setData({ catchId }, { entry: null });
      return utils.waitlist.mine.invalidate();
    },
  });
  const leaveSpecies = trpc.waitlist.leaveSpecies.useMutation({
    onSuccess: (_, { crabberId }) =>
      Promise.all([utils.waitlist.sellerSpecies.invalidate({ crabberId }), utils.waitlist.mine.invalidate()]),
  });
  const leave = (entry: WaitlistPlaceDto) =>
    entry.kind === 'listing'
      ? leaveListing.mutate({ catchId: entry.catchId })
      : leaveSpecies.mutate({ crabberId: entry.crabberId, species: entry.species });
  const leaving = (entry: WaitlistPlaceDto) =>
    entry.kind === 'listing'
      ? leaveListing.isPending && leaveListing.variables?.catchId === entry.catchId
      : leaveSpecies.isPending &&
        leaveSpecies.variables?.crabberId === entry.crabberId &&
        leaveSpecies.variables.species === entry.species;
  const entries = mine.data ?? [];
  if (entries.length === 0) return null;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="my-waitlist">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" id="my-waitlist">
          Waitlist
        </Heading>
        {entries.map((entry) => (
          <HStack
            key={keyOf(entry)}
            justify="space-between"
            gap="3"
            wrap="wrap"
            data-testid={`my-waitlist-${entry.kind}`}
          >
            <Stack gap="0" minW="0">
              <PlaceLink entry={entry} />
              <Text fontSize="sm" color="fg.muted">
                {entry.sellerName}
              </Text>
              <HStack gap="2">
                {isHeld(entry) && <Badge colorPalette="green">Held for you</Badge>}
                <Text fontSize="sm">{placeText(entry)}</Text>
              </HStack>
            </Stack>
            <Button
              variant="outline"
              colorPalette="bay"
              minH="12"
              onClick={() => leave(entry)}
              loading={leaving(entry)}
            >
              Leave
            </Button>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

function isHeld(entry: WaitlistPlaceDto): boolean {
  return entry.kind === 'listing' && entry.heldQty > 0;
}
