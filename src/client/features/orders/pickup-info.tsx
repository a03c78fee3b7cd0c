import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { CalendarPlus, Info, MapPin, MessageSquare, Navigation, Phone, Store } from 'lucide-react';
import { onDockClock } from '../../../shared/dock-clock';
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import { formatUsPhone } from '../../../shared/phone';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { directionsUrl } from '../../lib/directions';
import { ChangePickup } from './change-pickup';
import { ImHereButton } from './im-here-button';
import { SellerLink } from './seller-link';

const label = (text: string) => (
  <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
    {text}
  </Text>
);

/** "Arrived 8:03 AM": the buyer's "I'm here", as both sides see it. */
function ArrivedBadge({ at }: { at: string }) {
  return (
    <Badge colorPalette="green" size="lg" data-testid="buyer-arrived">
      {orderMessages.arrivedAt(onDockClock(at, { hour: 'numeric', minute: '2-digit' }))}
    </Badge>
  );
}

/**
 * When and where to collect, first on the order page (docs/product/orders-and-pickup.md): the
 * day and window, the dock with directions, the pickup for a calendar, and on the day "I'm here".
 * A window not in '{DayName} {HH:MM}' form shows 'Contact for pickup time'.
 */
export function PickupInfo({ order, offline }: { order: OrderDto; offline: boolean }) {
  const address = order.pickupLocationAddress;
  return (
    <Card.Root variant="outline" borderColor="bay.muted" data-testid="pickup-card">
      <Card.Body gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md">
            Pickup
          </Heading>
          {order.buyerArrivedAt && <ArrivedBadge at={order.buyerArrivedAt} />}
        </HStack>
        <Stack gap="1">
          {label('Pickup time')}
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" data-testid="pickup-pickup-time">
            {pickupTimeText(order.pickupWindow, order.pickupSlotStart, order.pickupSlotEnd)}
          </Text>
        </Stack>
        <HStack align="start" gap="3">
          <MapPin size={18} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
          <Stack gap="0">
            {label('Pickup location')}
            <Text data-testid="pickup-pickup-location">{address ?? 'Contact for location'}</Text>
          </Stack>
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {address && (
            <Button asChild size="md" variant="outline" colorPalette="bay">
              <a
                href={directionsUrl({ lat: null, lng: null, address })}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Navigation size={16} aria-hidden /> {orderMessages.directions}
              </a>
            </Button>
          )}
          {order.pickupSlotStart && (
            <Button asChild size="md" variant="outline" colorPalette="bay">
              <a href={`/api/orders/${order.id}/calendar.ics`} download data-testid="add-to-calendar">
                <CalendarPlus size={16} aria-hidden /> {orderMessages.addToCalendar}
              </a>
            </Button>
          )}
        </HStack>
        {order.pickupInstructions && (
          <HStack align="start" gap="3">
            <Info size={18} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
            <Stack gap="0">
              {label('Instructions')}
              <Text data-testid="pickup-instructions">{order.pickupInstructions}</Text>
            </Stack>
          </HStack>
        )}
        {!offline && order.viewerRole === 'buyer' && <ChangePickup order={order} />}
        {!offline && order.viewerRole === 'buyer' && <ImHereButton order={order} />}
      </Card.Body>
    </Card.Root>
  );
}

/** Who is selling, and for the buyer of an order in progress, their phone. */
export function SellerCard({ order }: { order: OrderDto }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="3">
        <HStack align="start" gap="3">
          <Store size={18} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
          <Stack gap="0">
            {label('Seller')}
            <Text data-testid="pickup-seller">
              {/* The buyer can look up who they are buying from; the seller sees their own name. */}
              {order.viewerRole === 'buyer' ? (
                <SellerLink seller={order.crabber} />
              ) : (
                order.crabber.displayName
              )}
            </Text>
          </Stack>
        </HStack>
        {order.crabber.phone && <SellerContact phone={order.crabber.phone} />}
      </Card.Body>
    </Card.Root>
  );
}

/** The seller's phone, which the server sends only to the buyer of an order still in progress. */
function SellerContact({ phone }: { phone: string }) {
  return (
    <Stack gap="2" data-testid="seller-contact">
      {label(`Reach the seller · ${formatUsPhone(phone)}`)}
      <HStack gap="2">
        <Button asChild size="md" variant="outline" colorPalette="bay">
          <a href={`tel:${phone}`}>
            <Phone size={16} aria-hidden /> Call
          </a>
        </Button>
        <Button asChild size="md" variant="outline" colorPalette="bay">
          <a href={`sms:${phone}`}>
            <MessageSquare size={16} aria-hidden /> Text
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}
