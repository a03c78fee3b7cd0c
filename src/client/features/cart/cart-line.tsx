import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { CartLineDto } from '../../../shared/cart.schema';
import { lineTotalCents } from '../../../shared/cart-pricing';
import { formatDecimalUsd, formatUsd } from '../../../shared/money';
import { formatPickupWindow } from '../../../shared/pickup-schedule';
import { CartQuantityStepper } from './cart-quantity-stepper';

const FALLBACK_PHOTO = '/images/catches/mixed-catch.svg';

/** One line of the drawer: image, title, seller, stepper, line total and Remove (spec section 2). */
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
      <Image
        src={listing.photos[0] ?? FALLBACK_PHOTO}
        alt=""
        boxSize="16"
        objectFit="cover"
        borderRadius="md"
        bg="bay.subtle"
        flexShrink={0}
      />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {listing.title}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {listing.crabber.displayName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {formatPickupWindow(line.selectedPickupWindow) ?? 'Contact for pickup time'} ·{' '}
          {formatDecimalUsd(listing.unitPrice)}/{listing.unitType}
        </Text>
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
