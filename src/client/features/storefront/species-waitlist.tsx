import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { waitlistMessages } from '../../../shared/messages/waitlist';
import type { PublicSellerDto } from '../../../shared/seller.schema';
import { isAdmin, isSeller } from '../../../shared/users';
import type { SellerSpeciesWaitlistDto } from '../../../shared/waitlist.schema';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../../lib/use-current-user';

type SpeciesLine = SellerSpeciesWaitlistDto['species'][number];

/**
 * The storefront's "Wait for their next catch" (docs/product/waitlist.md): each species the seller
 * has listed before and has nothing on sale of now, with Join the waitlist, or the buyer's place
 * and Leave the waitlist. Buyers only (the server refuses sellers and admins); nothing to wait
 * for, no section.
 */
export function SpeciesWaitlist({ seller }: { seller: PublicSellerDto }) {
  const { user } = useCurrentUser();
  const buyer = user !== null && !isSeller(user) && !isAdmin(user);
  const lines = trpc.waitlist.sellerSpecies.useQuery({ crabberId: seller.id }, { enabled: buyer });
  const species = lines.data?.species ?? [];
  if (!buyer || species.length === 0) return null;
  return (
    <Stack as="section" gap="3" mt={{ base: '10', md: '12' }} aria-labelledby="storefront-species-waitlist">
      <Heading as="h2" size="xl" id="storefront-species-waitlist">
        {waitlistMessages.speciesHeading}
      </Heading>
      <Text color="fg.muted" maxW={{ md: '2xl' }}>
        {waitlistMessages.speciesHint}
      </Text>
      <Card.Root variant="outline" maxW={{ md: '2xl' }}>
        <Card.Body as="ul" listStyleType="none" gap="0" p="0">
          {species.map((line, index) => (
            <SpeciesRow key={line.species} crabberId={seller.id} line={line} divided={index > 0} />
          ))}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function SpeciesRow({
  crabberId,
  line,
  divided,
}: {
  crabberId: string;
  line: SpeciesLine;
  divided: boolean;
}) {
  const utils = trpc.useUtils();
  const onSuccess = () =>
    Promise.all([utils.waitlist.sellerSpecies.invalidate({ crabberId }), utils.waitlist.mine.invalidate()]);
  const onError = (error: unknown) =>
    toaster.create({ title: 'Not done', description: messageOf(error), type: 'error' });
  const join = trpc.waitlist.joinSpecies.useMutation({ onSuccess, onError });
  const leave = trpc.waitlist.leaveSpecies.useMutation({
    onSuccess: () => {
      toaster.create({ title: waitlistMessages.left, type: 'info' });
      return onSuccess();
    },
    onError,
  });
  const { species, entry } = line;
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      wrap="wrap"
      px={{ base: '4', md: '5' }}
      py="3"
      borderTopWidth={divided ? '1px' : '0'}
      data-testid="species-waitlist-line"
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="semibold">{species}</Text>
        {entry && (
          <Text fontSize="sm" data-testid="species-waitlist-place">
            {waitlistMessages.speciesJoined(entry.place)}
          </Text>
        )}
      </Stack>
      {entry ? (
        <Button
          variant="outline"
          colorPalette="bay"
          minH="12"
          onClick={() => leave.mutate({ crabberId, species })}
          loading={leave.isPending}
        >
          Leave the waitlist
        </Button>
      ) : (
        <Button
          colorPalette="bay"
          minH="12"
          onClick={() => join.mutate({ crabberId, species })}
          loading={join.isPending}
        >
          <BellRing /> Join the waitlist
        </Button>
      )}
    </HStack>
  );
}
