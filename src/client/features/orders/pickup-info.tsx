import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Clock, Info, MapPin, MessageSquare, Phone, Store } from 'lucide-react';
import type { OrderDto } from '../../../shared/order.schema';
import { formatUsPhone } from '../../../shared/phone';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { SellerLink } from './seller-link';

/** Where and when to collect; a window not in '{DayName} {HH:MM}' form shows 'Contact for pickup time'. */
export function PickupInfo({ order }: { order: OrderDto }) {
  const rows = [
    {
      icon: Store,
      label: 'Seller',
      // The buyer can look up who they are buying from; the seller sees their own name.
      value: order.viewerRole === 'buyer' ? <SellerLink seller={order.crabber} /> : order.crabber.displayName,
    },
    { icon: MapPin, label: 'Pickup location', value: order.pickupLocationAddress ?? 'Contact for location' },
    {
      icon: Clock,
      label: 'Pickup time',
      value: pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd),
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
        {order.crabber.phone && <SellerContact phone={order.crabber.phone} />}
      </Card.Body>
    </Card.Root>
  );
}

/** The seller's phone, which the server sends only to the buyer of an order still in progress. */
function SellerContact({ phone }: { phone: string }) {
  return (
    <Stack gap="2" data-testid="seller-contact">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        Reach the seller · {formatUsPhone(phone)}
      </Text>
      <HStack gap="2">
        <Button asChild size="sm" variant="outline" colorPalette="bay">
          <a href={`tel:${phone}`}>
            <Phone size={16} aria-hidden /> Call
          </a>
        </Button>
        <Button asChild size="sm" variant="outline" colorPalette="bay">
          <a href={`sms:${phone}`}>
            <MessageSquare size={16} aria-hidden /> Text
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}
