import { Button, Stack, Text } from '@chakra-ui/react';
import { Hand } from 'lucide-react';
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder } from '../../../shared/order-status';
import { isPickupDay } from '../../../shared/pickup-arrival';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * The buyer's "I'm here" on the pickup day: the seller is told (in the app and on their phone)
 * that the buyer is waiting at the dock. Once said, it stays said; pressing again changes nothing.
 */
export function ImHereButton({ order }: { order: OrderDto }) {
  const utils = trpc.useUtils();
  const arrived = trpc.orders.arrived.useMutation({
    onSuccess: (updated) => {
      utils.orders.get.setData({ id: updated.id }, updated);
      toaster.create({ title: orderMessages.arrivedSent, type: 'success' });
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: orderMessages.imHere, description: messageOf(error), type: 'error' });
    },
  });
  if (!isOpenOrder(order.status) || !isPickupDay(order, new Date())) return null;
  if (order.buyerArrivedAt) {
    return (
      <Text color="green.fg" fontWeight="medium" data-testid="arrived-sent">
        {orderMessages.arrivedSent}
      </Text>
    );
  }
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {orderMessages.imHereHint}
      </Text>
      <Button
        colorPalette="green"
        size="lg"
        alignSelf={{ base: 'stretch', md: 'start' }}
        loading={arrived.isPending}
        onClick={() => arrived.mutate({ id: order.id })}
      >
        <Hand size={18} aria-hidden /> {orderMessages.imHere}
      </Button>
    </Stack>
  );
}
