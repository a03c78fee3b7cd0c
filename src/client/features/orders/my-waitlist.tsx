import { Badge, Button, Card, Link as ChakraLink, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { dockTimeOfDay } from '../../../shared/dock-clock';
import type { WaitlistEntryDto } from '../../../shared/waitlist.schema';
import { trpc } from '../../lib/trpc';

function placeText(entry: WaitlistEntryDto): string {
  if (entry.heldQty > 0) {
    return `${entry.heldQty} ${entry.unitType} held for you until ${dockTimeOfDay(entry.holdExpiresAt!)}`;
  }
  return `#${entry.place} in line for ${entry.qty} ${entry.unitType}`;
}

/** My Orders' list of the buyer's places in line (docs/product/waitlist.md), each left with one tap. */
export function MyWaitlist() {
  const utils = trpc.useUtils();
  const mine = trpc.waitlist.mine.useQuery();
  const leave = trpc.waitlist.leave.useMutation({
    onSuccess: (_, { catchId }) => {
      utils.waitlist.status.setData({ catchId }, { entry: null });
      return utils.waitlist.mine.invalidate();
    },
  });
  const entries = mine.data ?? [];
  if (entries.length === 0) return null;
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="my-waitlist">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" id="my-waitlist">
          Waitlist
        </Heading>
        {entries.map((entry) => (
          <HStack key={entry.catchId} justify="space-between" gap="3" wrap="wrap">
            <Stack gap="0" minW="0">
              <ChakraLink asChild fontWeight="semibold" colorPalette="bay">
                <Link to="/catch/$id" params={{ id: entry.catchId }}>
                  {entry.title}
                </Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                {entry.sellerName}
              </Text>
              <HStack gap="2">
                {entry.heldQty > 0 && <Badge colorPalette="green">Held for you</Badge>}
                <Text fontSize="sm">{placeText(entry)}</Text>
              </HStack>
            </Stack>
            <Button
              variant="outline"
              colorPalette="bay"
              minH="12"
              onClick={() => leave.mutate({ catchId: entry.catchId })}
              loading={leave.isPending && leave.variables?.catchId === entry.catchId}
            >
              Leave
            </Button>
          </HStack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
