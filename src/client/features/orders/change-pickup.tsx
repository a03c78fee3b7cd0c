import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder } from '../../../shared/order-status';
import { pickupMoveMessages } from '../../../shared/pickup-move';
import { hasPickupWindows, type PickupSlotDto } from '../../../shared/pickup-slots';
import { PickupSlotPicker } from '../../components/pickup-slot-picker';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The buyer's "Change pickup" (docs/product/orders-and-pickup.md, "Moving a pickup"): the catch's
 * other open pickups as the catch page offers them, until the cut-off of the order's own pickup;
 * after it, a pointer to the order's messages. The server checks the move again.
 */
export function ChangePickup({ order }: { order: OrderDto }) {
  const catchId = order.items[0]?.catchId ?? null;
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<PickupSlotDto | null>(null);
  const movable =
    isOpenOrder(order.status) &&
    order.status !== 'ready' &&
    catchId !== null &&
    order.pickupSlotStart !== null;
  // Read up front: whether the order's own pickup is past its cut-off comes from the catch's slots.
  const listing = trpc.catalog.byId.useQuery({ id: catchId ?? '' }, { enabled: movable });
  const utils = trpc.useUtils();
  const move = trpc.orders.move.useMutation({
    onSuccess: (updated) => {
      utils.orders.get.setData({ id: updated.id }, updated);
      setOpen(false);
      setSlot(null);
      toaster.create({ title: 'Pickup changed', type: 'success' });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Change pickup', description: messageOf(error), type: 'error' });
    },
  });
  if (!movable) return null;
  const pastCutoff = listing.data?.pickupSlots?.some(
    (candidate) => candidate.start === order.pickupSlotStart && candidate.closed,
  );
  if (pastCutoff) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="move-past-cutoff">
        {pickupMoveMessages.pastCutoff} <a href="#order-messages-heading">Messages</a>
      </Text>
    );
  }
  if (!open) {
    return (
      <Button variant="outline" colorPalette="bay" alignSelf="start" onClick={() => setOpen(true)}>
        Change pickup
      </Button>
    );
  }
  const others = (listing.data?.pickupSlots ?? []).filter(
    (candidate) => candidate.start !== order.pickupSlotStart,
  );
  return (
    <Stack gap="3" data-testid="change-pickup">
      {listing.data && (
        <PickupSlotPicker
          slots={others}
          hasWindows={hasPickupWindows(listing.data.pickupWindows)}
          selected={slot}
          onSelect={setSlot}
          now={new Date()}
        />
      )}
      <Stack direction="row" gap="2">
        <Button
          colorPalette="bay"
          disabled={!slot}
          loading={move.isPending}
          onClick={() => slot && move.mutate({ id: order.id, data: { toSlotStart: slot.start } })}
        >
          Move my pickup
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Keep this pickup
        </Button>
      </Stack>
    </Stack>
  );
}
