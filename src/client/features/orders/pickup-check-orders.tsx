/** The order a pickup check found: from the server online, from the day's saved list offline. */
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { cardHeldAtDockText } from '../../../shared/card-holds';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import type { OrderDto } from '../../../shared/order.schema';
import { shortOrderId } from '../../../shared/order-status';
import type { PickupListOrderDto } from '../../../shared/pickup-checkin.schema';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { displayNameOf } from '../../../shared/users';
import { OrderStatusBadge } from '../../components/orders/order-status-badge';
import { FormAlert } from '../../components/ui/form-alert';
import { totalWithWeights, weighableListLines } from './offline-checkin/offline-weights';
import { OrderActions } from './order-actions';
import { OfflineCheckWeights, PickupCheckWeights } from './pickup-check-weights';
import { recordedWeights, weighedLinesOf } from './sale/weight-fields';

/** Dock actions are used one-handed, often with wet gloves: tall, and full width on a phone. */
const dockActionCss = { '& button': { minHeight: '56px', width: { base: 'full', md: 'auto' } } } as const;

/** What to collect is the one thing the seller must not misread: cash is the largest text on screen. */
function PaymentLine({ cash, children }: { cash: boolean; children: string }) {
  return cash ? (
    <Text
      fontSize={{ base: '3xl', md: '4xl' }}
      fontWeight="bold"
      lineHeight="short"
      data-testid="cash-to-collect"
    >
      {children}
    </Text>
  ) : (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

function paymentText(order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus'>, total: string): string {
  if (order.paymentMethod === 'cash') return texts.collectCash(total);
  // A held card is charged when the pickup is completed: nothing to collect either.
  if (order.paymentStatus === 'authorized') return cardHeldAtDockText;
  return order.paymentStatus === 'paid' ? texts.paidByCard : texts.cardNotThrough;
}

export function FoundOrder({ order, onUpdated }: { order: OrderDto; onUpdated: (order: OrderDto) => void }) {
  return (
    <Card.Root
      variant="outline"
      borderColor={order.status === 'ready' ? 'green.solid' : undefined}
      data-testid="found-order"
    >
      <Card.Body gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Order #{shortOrderId(order.id)}
          </Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Text>
          <Text as="span" fontWeight="semibold">
            {displayNameOf(order.buyer)}
          </Text>{' '}
          · {pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd)}
        </Text>
        <Stack as="ul" gap="1" ps="5">
          {order.items.map((item) => (
            <Text as="li" key={item.id}>
              {item.qty} {item.unitType} {item.title}
            </Text>
          ))}
        </Stack>
        <PaymentLine cash={order.paymentMethod === 'cash'}>
          {paymentText(order, order.finalTotal)}
        </PaymentLine>
        <StatusAlert status={order.status} />
        <PickupCheckWeights key={order.id} order={order} onUpdated={onUpdated} />
        <Box css={dockActionCss}>
          <OrderActions order={order} onUpdated={onUpdated} cancelInMenu />
        </Box>
        <Link
          to="/orders/$id"
          params={{ id: order.id }}
          style={{ textDecoration: 'underline', fontSize: '0.875rem' }}
        >
          Open the order
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function StatusAlert({ status }: { status: OrderDto['status'] }) {
  if (status === 'completed') return <FormAlert status="success">{texts.used}</FormAlert>;
  if (status === 'cancelled') return <FormAlert>{texts.cancelled}</FormAlert>;
  if (status === 'no_show') return <FormAlert>{texts.noShow}</FormAlert>;
  return null;
}

/** An order found in the saved list while offline: collected on the device, sent later. */
export function OfflineFoundOrder({
  order,
  queued,
  onCollect,
}: {
  order: PickupListOrderDto;
  queued: boolean;
  onCollect: (weights?: { itemId: string; lb: string }[]) => void;
}) {
  const lines = weighableListLines(order);
  const [weights, setWeights] = useState(() => recordedWeights(lines));
  const [tried, setTried] = useState(false);
  const collect = () => {
    setTried(true);
    const weighed = lines.length > 0 ? weighedLinesOf(lines, weights) : undefined;
    if (weighed !== null) onCollect(weighed);
  };
  const unpaidCard =
    order.paymentMethod === 'card' && order.paymentStatus !== 'paid' && order.paymentStatus !== 'authorized';
  const open = order.status === 'confirmed' || order.status === 'preparing' || order.status === 'ready';
  return (
    <Card.Root variant="outline" data-testid="found-order">
      <Card.Body gap="3">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h2" size="lg">
            Order {order.reference}
          </Heading>
          <OrderStatusBadge status={queued ? 'completed' : order.status} />
        </HStack>
        <Text>
          <Text as="span" fontWeight="semibold">
            {order.buyerName}
          </Text>{' '}
          · {order.pickupLabel}
        </Text>
        <Text>{order.items}</Text>
        <PaymentLine cash={order.paymentMethod === 'cash'}>
          {paymentText(order, totalWithWeights(order, order.paymentMethod, weights))}
        </PaymentLine>
        {queued ? (
          <FormAlert status="success">{texts.checkedInOffline}</FormAlert>
        ) : (
          <StatusAlert status={order.status} />
        )}
        {!queued && open && !unpaidCard && (
          <OfflineCheckWeights lines={lines} weights={weights} onChange={setWeights} showErrors={tried} />
        )}
        {!queued && open && !unpaidCard && (
          <Box css={dockActionCss}>
            <Button colorPalette="green" onClick={collect}>
              Complete Pickup
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
