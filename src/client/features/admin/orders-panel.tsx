import { Badge, Button, Card, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { AdminOrderSummaryDto } from '../../../shared/admin.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { adminMessages } from '../../../shared/messages/admin';
import { formatUsd } from '../../../shared/money';
import { orderStatusLabels } from '../../../shared/order-status';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AdminSearchForm } from './admin-list-parts';
import { OrderDetail } from './order-detail';

const PAGE = 20;

function OrderRow({ order, onOpen }: { order: AdminOrderSummaryDto; onOpen: () => void }) {
  return (
    <Card.Root data-testid="admin-order" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">Order #{order.reference}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Badge variant="subtle">{orderStatusLabels[order.status]}</Badge>
            <Text fontSize="sm">{formatUsd(order.totalCents)}</Text>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {order.buyerName} ({order.buyerEmail}) from {order.sellerName} ({order.sellerEmail})
        </Text>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {onDockClock(order.createdAt, { dateStyle: 'medium', timeStyle: 'short' })} ·{' '}
            {order.paymentMethod === 'card' ? 'Card' : 'Cash'}, {order.paymentStatus}
          </Text>
          <Button size="sm" variant="outline" colorPalette="bay" onClick={onOpen}>
            Open order #{order.reference}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Find any order by its number or the buyer's or seller's e-mail, and open it read-only. */
export function OrdersPanel() {
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const orders = trpc.admin.orders.useQuery({ q, limit: PAGE, offset }, { retry: false });
  if (openId) return <OrderDetail id={openId} onBack={() => setOpenId(null)} />;
  const total = orders.data?.total ?? 0;
  return (
    <Stack gap="4">
      <AdminSearchForm
        label="Find orders"
        placeholder={adminMessages.orderSearchLabel}
        onSearch={(words) => {
          setQ(words);
          setOffset(0);
        }}
      />
      {orders.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading orders" />
        </Center>
      ) : orders.error ? (
        <Text color="red.fg">{messageOf(orders.error)}</Text>
      ) : orders.data?.items.length ? (
        <Stack gap="3">
          {orders.data.items.map((order) => (
            <OrderRow key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
          ))}
          <HStack justify="space-between" gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {offset + 1}-{offset + orders.data.items.length} of {total}
            </Text>
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - PAGE))}
              >
                Previous
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={offset + PAGE >= total}
                onClick={() => setOffset(offset + PAGE)}
              >
                Next
              </Button>
            </HStack>
          </HStack>
        </Stack>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center">
          {adminMessages.noOrders}
        </Text>
      )}
    </Stack>
  );
}
