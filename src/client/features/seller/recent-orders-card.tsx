import { Badge, Button, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ClipboardList, QrCode } from 'lucide-react';
import { formatDecimalUsd } from '../../../shared/money';
import { orderItemsLine } from '../../../shared/order.schema';
import { orderStatusLabels, sellerActions } from '../../../shared/order-status';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { displayNameOf } from '../../../shared/users';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { OrderMessagesButton } from './order-messages-button';

const RECENT_ORDER_COUNT = 8;
const statusColor = {
  confirmed: 'blue',
  preparing: 'yellow',
  ready: 'green',
  completed: 'gray',
  cancelled: 'red',
  no_show: 'purple',
} as const;

/** The seller's latest orders with the status buttons of docs/product/orders-and-pickup.md. */
export function RecentOrdersCard() {
  const utils = trpc.useUtils();
  const orders = trpc.orders.sellerOrders.useQuery();
  const update = trpc.orders.updateStatus.useMutation({
    onSuccess: (order) => {
      toaster.create({
        title: 'Order Updated',
        description: `The order is now ${orderStatusLabels[order.status].toLowerCase()}.`,
        type: 'success',
      });
      void utils.orders.sellerOrders.invalidate();
      void utils.crabber.invalidate();
    },
    onError: (error) => toaster.create({ title: 'Error', description: error.message, type: 'error' }),
  });
  const recent = (orders.data ?? []).slice(0, RECENT_ORDER_COUNT);

  return (
    <DashboardCard
      title="Recent Orders"
      icon={<ClipboardList size={18} />}
      testId="recent-orders-card"
      action={
        <Button asChild size="sm" variant="outline">
          <Link to="/pickup-check">
            <QrCode size={14} /> Check a pickup pass
          </Link>
        </Button>
      }
    >
      <Skeleton loading={orders.isLoading}>
        {recent.length === 0 ? (
          <Text color="fg.muted">
            No orders yet. They appear here as soon as a buyer reserves your catch.
          </Text>
        ) : (
          <List.Root variant="plain">
            {recent.map((order) => (
              <HStack
                as="li"
                key={order.id}
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
                align="start"
                gap="3"
                flexWrap="wrap"
                data-testid="seller-order"
              >
                <Stack gap="1" flex="1" minW="12rem">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">#{order.id.slice(-8).toUpperCase()}</Text>
                    <Badge colorPalette={statusColor[order.status]}>{orderStatusLabels[order.status]}</Badge>
                    <Badge variant="outline">
                      {order.paymentMethod === 'card' ? 'Card' : 'Cash at pickup'}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm">
                    {displayNameOf(order.buyer)} · {orderItemsLine(order.items)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Pickup {pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd)} ·{' '}
                    {formatDecimalUsd(order.amountSubtotal)}
                  </Text>
                </Stack>
                <HStack gap="2" flexWrap="wrap">
                  <OrderMessagesButton orderId={order.id} buyerName={displayNameOf(order.buyer)} />
                  {sellerActions[order.status].map((action) => (
                    <Button
                      key={action.status}
                      size="sm"
                      colorPalette={action.status === 'completed' ? 'green' : 'bay'}
                      variant={action.status === 'preparing' ? 'outline' : 'solid'}
                      loading={
                        update.isPending &&
                        update.variables?.id === order.id &&
                        update.variables.data.status === action.status
                      }
                      disabled={update.isPending && update.variables?.id === order.id}
                      onClick={() => update.mutate({ id: order.id, data: { status: action.status } })}
                    >
                      {action.label}
                    </Button>
                  ))}
                </HStack>
              </HStack>
            ))}
          </List.Root>
        )}
      </Skeleton>
    </DashboardCard>
  );
}
