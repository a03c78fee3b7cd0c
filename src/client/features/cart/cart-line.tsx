import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { lineTotalCents } from '../../../shared/cart-pricing';
import { formatUnitPrice, formatUsd } from '../../../shared/money';
import { pickupTimeText } from '../../../shared/pickup-slots';
import { ListingThumbnail } from '../../components/catches/listing-thumbnail';
import { WeighedEstimate } from '../../components/orders/weighed-estimate';
import { CartQuantityStepper } from './cart-quantity-stepper';

/** One line of the drawer: image, title, seller, stepper, line total and Remove (docs/product/cart-and-checkout.md). */
export function CartLine({
  line,
  busy,
  onQuantity,
  onRemove,
}: {
  line: CartLineDto;
  busy: boolean;
  onQuantity: (qty: number) => void;
  onRemove: () => void;
}) {
  const { catch: listing } = line;
  return (
    <HStack align="start" gap="3" data-testid="cart-line">
      <ListingThumbnail photos={listing.photos} size="16" />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {listing.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {listing.crabber.displayName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {pickupTimeText(line.selectedPickupWindow, line.pickupSlotStart, line.pickupSlotEnd)} ·{' '}
          {formatUnitPrice(listing)}
        </Text>
        <WeighedEstimate line={line} />
        {listing.isAvailable ? (
          <HStack justify="space-between" mt="1">
            <CartQuantityStepper
              title={listing.title}
              value={line.qty}
              max={listing.qtyAvailable}
              disabled={busy}
              onChange={onQuantity}
            />
            <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={onRemove}>
              Remove
            </Button>
          </HStack>
        ) : (
          <HStack justify="space-between" mt="1">
            <Text fontSize="sm" color="red.fg">
              No longer available
            </Text>
            <Button size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={onRemove}>
              Remove
            </Button>
          </HStack>
        )}
      </Stack>
      <Box textAlign="right" flexShrink={0}>
        <Text fontWeight="semibold" data-testid="line-total">
          {formatUsd(lineTotalCents(line))}
        </Text>
      </Box>
    </HStack>
  );
}
