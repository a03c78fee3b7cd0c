import { Card, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { lineTotalCents } from '../../../shared/cart-pricing';
import { formatUnitPrice, formatUsd } from '../../../shared/money';
import { groupIntoOrders } from '../../../shared/order-pricing';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { ListingThumbnail } from '../../components/catches/listing-thumbnail';
import { WeighedEstimate } from '../../components/orders/weighed-estimate';

/** One order-to-be: a seller, where and when to pick up, and its lines. */
function CheckoutGroup({ lines }: { lines: CartLineDto[] }) {
  const first = lines[0]!;
  const seller = first.catch.crabber;
  return (
    <Stack gap="3" data-testid="checkout-group">
      <Stack gap="1">
        <Text fontWeight="bold">{seller.displayName}</Text>
        <HStack gap="2" fontSize="sm" color="fg.muted" align="start">
          <MapPin size={16} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
          <Text>
            {seller.pickupLocationAddress ?? 'Contact for location'} ·{' '}
            {pickupTimeText(first.selectedPickupWindow, first.pickupSlotStart, first.pickupSlotEnd)}
          </Text>
        </HStack>
      </Stack>
      {lines.map((line) => (
        <HStack key={line.id} gap="3">
          <ListingThumbnail photos={line.catch.photos} size="12" />
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" lineClamp={1}>
              {line.catch.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {line.catch.pricing === 'per_lb'
                ? `${line.qty} ${line.catch.unitType} × ${formatUnitPrice(line.catch)}`
                : `${line.qty} ${line.catch.unitType} × ${formatUsd(lineTotalCents(line) / line.qty)}`}
            </Text>
            <WeighedEstimate line={line} />
          </Stack>
          <Text fontWeight="semibold">{formatUsd(lineTotalCents(line))}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** Order Summary: the cart as the orders checkout will make, one per seller and pickup window. */
export function CheckoutSummary({ lines }: { lines: CartLineDto[] }) {
  const groups = groupIntoOrders(lines, (line) => ({
    crabberId: line.catch.crabber.id,
    window: line.selectedPickupWindow,
    startsAt: line.pickupSlotStart,
  }));
  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <Heading as="h2" size="md">
          Order Summary
        </Heading>
        {groups.length > 1 && (
          <Text fontSize="sm" color="fg.muted">
            Your cart makes {groups.length} orders, one for each seller and pickup time.
          </Text>
        )}
        <Stack gap="5" separator={<Separator />}>
          {groups.map((group) => (
            <CheckoutGroup key={`${group.crabberId}-${group.window.start}`} lines={group.lines} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
