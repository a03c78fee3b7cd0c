import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { BellRing } from 'lucide-react';
import { dockTimeOfDay } from '../../../shared/dock-clock';
import { waitlistMessages } from '../../../shared/messages/waitlist';
import type { WaitlistStatusDto } from '../../../shared/waitlist.schema';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The waitlist on a catch page (docs/product/waitlist.md): on a sold-out listing, join the line;
 * in it, the place and a one-tap Leave; holding, until when, with the cart's Add to Cart above.
 */
export function WaitlistPanel({
  catchId,
  soldOut,
  status,
}: {
  catchId: string;
  soldOut: boolean;
  status: WaitlistStatusDto | undefined;
}) {
  const utils = trpc.useUtils();
  const onSuccess = (next: WaitlistStatusDto) => {
    utils.waitlist.status.setData({ catchId }, next);
    return utils.waitlist.mine.invalidate();
  };
  const onError = (error: unknown) =>
    toaster.create({ title: 'Not done', description: messageOf(error), type: 'error' });
  const join = trpc.waitlist.join.useMutation({ onSuccess, onError });
  const leave = trpc.waitlist.leave.useMutation({
    onSuccess: (next) => {
      toaster.create({ title: waitlistMessages.left, type: 'info' });
      return onSuccess(next);
    },
    onError,
  });
  const entry = status?.entry ?? null;
  const leaveButton = (
    <Button
      variant="outline"
      colorPalette="bay"
      minH="12"
      onClick={() => leave.mutate({ catchId })}
      loading={leave.isPending}
    >
      Leave the waitlist
    </Button>
  );

  if (entry && entry.heldQty > 0) {
    return (
      <Alert.Root status="success" borderRadius="lg" data-testid="waitlist-hold">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>
            {entry.heldQty} {entry.unitType} held for you until {dockTimeOfDay(entry.holdExpiresAt!)}
          </Alert.Title>
          <Alert.Description>
            Choose a pickup, add them to your cart and check out before then.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (entry) {
    return (
      <Stack gap="3" data-testid="waitlist-place">
        <Text fontWeight="semibold">{waitlistMessages.joined(entry.place)}</Text>
        {leaveButton}
      </Stack>
    );
  }
  if (!soldOut) return null;
  return (
    <Stack gap="2">
      <Button colorPalette="bay" minH="12" onClick={() => join.mutate({ catchId })} loading={join.isPending}>
        <BellRing /> Join the waitlist
      </Button>
      <Text fontSize="sm" color="fg.muted">
        When some comes back, it is held for the first in line for 30 minutes, and we tell you.
      </Text>
    </Stack>
  );
}
