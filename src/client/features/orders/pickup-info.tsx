import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Info, MapPin, Store } from 'lucide-react';
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import { formatPickupWindow } from '../../../shared/pickup-schedule';

/** Where and when to collect; a window not in '{DayName} {HH:MM}' form shows 'Contact for pickup time'. */
export function PickupInfo({ order }: { order: OrderDto }) {
  const rows = [
    { icon: Store, label: 'Seller', value: order.crabber.displayName },
    { icon: MapPin, label: 'Pickup location', value: order.pickupLocationAddress ?? 'Contact for location' },
    {
      icon: Clock,
      label: 'Pickup time',
      value: formatPickupWindow(order.pickupWindow) ?? orderMessages.contactForPickupTime,
    },
    ...(order.pickupInstructions
      ? [{ icon: Info, label: 'Instructions', value: order.pickupInstructions }]
      : []),
  ];
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Pickup Information
        </Heading>
        <Stack gap="3">
          {rows.map(({ icon: Icon, label, value }) => (
            <HStack key={label} align="start" gap="3">
              <Icon size={18} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
              <Stack gap="0">
                <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                  {label}
                </Text>
                <Text data-testid={`pickup-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
