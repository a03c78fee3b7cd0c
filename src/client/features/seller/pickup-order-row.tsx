import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDecimalUsd } from '../../../shared/money';
import { orderStatusLabels, sellerActions } from '../../../shared/order-status';
import type { PickupDaySlotDto } from '../../../shared/pickup-day';
import { LineTraceNote } from '../../components/orders/line-trace-note';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

type PickupOrder = PickupDaySlotDto['orders'][number];

/** At the dock a row is marked ready or checked in (picked up); preparing is for the orders list. */
const dockActions = (status: PickupOrder['status']) =>
  sellerActions[status].filter((action) => action.status === 'ready' || action.status === 'completed');

/** One order on the pick list, with the step the seller takes next at the dock. */
export function PickupOrderRow({ order }: { order: PickupOrder }) {
  const utils = trpc.useUtils();
  const update = trpc.orders.updateStatus.useMutation({
    onSuccess: (updated) => {
      toaster.create({
        title: 'Order Updated',
        description: `The order is now ${orderStatusLabels[updated.status].toLowerCase()}.`,
        type: 'success',
      });
      void utils.orders.sellerOrders.invalidate();
      void utils.crabber.invalidate();
    },
    onError: (error) => toaster.create({ title: 'Error', description: error.message, type: 'error' }),
  });
  const actions = dockActions(order.status);

  return (
    <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" data-testid="pickup-order">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{order.buyerName}</Text>
        <Text fontSize="sm" color="fg.muted">
          {order.reference}
        </Text>
        <Badge>{orderStatusLabels[order.status]}</Badge>
      </HStack>
      <Text fontSize="sm">{order.items}</Text>
      {order.lines.map((line) => (
        <LineTraceNote key={line.id} lotCode={line.lotCode} shellfishTag={line.shellfishTag} />
      ))}
      <Text fontSize="sm" color="fg.muted">
        {order.paymentMethod === 'card' ? 'Paid by card' : 'Cash at pickup'} · {formatDecimalUsd(order.total)}
      </Text>
      {actions.length > 0 && (
        <HStack gap="2" flexWrap="wrap" className="no-print">
          {actions.map((action) => (
            <Button
              key={action.status}
              minH="14"
              flex={{ base: '1', sm: 'initial' }}
              colorPalette={action.status === 'completed' ? 'green' : 'bay'}
              loading={update.isPending && update.variables?.data.status === action.status}
              disabled={update.isPending}
              onClick={() => update.mutate({ id: order.id, data: { status: action.status } })}
              aria-label={`${action.label === 'Complete Pickup' ? 'Check in' : action.label}: ${order.buyerName}`}
            >
              {action.label === 'Complete Pickup' ? 'Check in' : action.label}
            </Button>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
