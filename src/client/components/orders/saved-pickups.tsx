import { Badge, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { pickupCheckMessages as texts } from '../../../shared/messages/pickup-check';
import type { PickupListOrderDto } from '../../../shared/pickup-checkin.schema';
import { OrderStatusBadge } from './order-status-badge';

/**
 * The day's pickups as saved on the device: readable with or without signal, grouped by pickup,
 * with the orders collected here and not yet sent marked as such.
 */
export function SavedPickups({
  orders,
  queued,
}: {
  orders: readonly PickupListOrderDto[];
  queued: ReadonlySet<string>;
}) {
  const groups = new Map<string, PickupListOrderDto[]>();
  for (const order of orders)
    groups.set(order.pickupLabel, [...(groups.get(order.pickupLabel) ?? []), order]);
  return (
    <Card.Root variant="outline" data-testid="saved-pickups">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {texts.savedPickupsTitle}
        </Heading>
        {orders.length === 0 && <Text color="fg.muted">{texts.noSavedPickups}</Text>}
        {[...groups].map(([label, group]) => (
          <Stack key={label} gap="2">
            <Heading as="h3" size="sm">
              {label}
            </Heading>
            <Stack as="ul" gap="2">
              {group.map((order) => (
                <HStack
                  as="li"
                  key={order.id}
                  gap="2"
                  flexWrap="wrap"
                  justify="space-between"
                  borderTopWidth="1px"
                  pt="2"
                >
                  <Stack gap="0">
                    <Text fontWeight="semibold">
                      {order.reference} · {order.buyerName}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {order.items}
                    </Text>
                  </Stack>
                  {queued.has(order.id) ? (
                    <Badge colorPalette="orange" variant="subtle" size="md">
                      {texts.collectedNotSent}
                    </Badge>
                  ) : (
                    <OrderStatusBadge status={order.status} />
                  )}
                </HStack>
              ))}
            </Stack>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
