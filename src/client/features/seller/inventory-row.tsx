import { Badge, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { quantityFromField } from '../../../shared/listing.schema';
import { formatDecimalUsd, formatUnitPrice } from '../../../shared/money';
import type { InventoryItemDto } from '../../../shared/seller-stats';
import { ListingThumbnail } from '../../components/catches/listing-thumbnail';
import { toaster } from '../../components/ui/toaster';
import { reasonOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Typing pauses this long before the quantity is sent, so '120' is one save, not three. */
const SAVE_DELAY_MS = 400;

export function InventoryRow({ item }: { item: InventoryItemDto }) {
  const utils = trpc.useUtils();
  const [value, setValue] = useState(String(item.qtyAvailable));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const save = trpc.listings.setQuantity.useMutation({
    onSuccess: (listing) => {
      toaster.create({
        title: 'Quantity Updated',
        description: `${listing.title}: ${listing.qtyAvailable} available.`,
        type: 'success',
      });
      void utils.crabber.invalidate();
    },
    onError: (error) => {
      toaster.create({ title: 'Update Failed', description: error.message, type: 'error' });
      setValue(String(item.qtyAvailable));
      // Orders moved the figure since this screen loaded: fetch it so the input shows it.
      if (reasonOf(error) === 'STALE_QUANTITY') void utils.crabber.invalidate();
    },
  });

  useEffect(() => setValue(String(item.qtyAvailable)), [item.qtyAvailable]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    if (next.trim() === '') return;
    const quantity = quantityFromField(next, 0, 0);
    if (quantity === item.qtyAvailable) return;
    // The figure on screen goes along, so a stale screen cannot bring sold units back.
    const seen = item.qtyAvailable;
    timer.current = setTimeout(
      () => save.mutate({ id: item.id, quantity, expectedQuantity: seen }),
      SAVE_DELAY_MS,
    );
  };

  return (
    <HStack
      as="li"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align="center"
      data-testid="inventory-item"
    >
      <ListingThumbnail photos={item.photos} size="12" />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight="medium" truncate>
            {item.title}
          </Text>
          {item.lowStock && (
            <Badge colorPalette="orange" flexShrink={0}>
              Low stock
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {formatUnitPrice(item)} · {item.soldQuantity} sold · {formatDecimalUsd(item.revenueGenerated)}{' '}
          revenue
        </Text>
      </Stack>
      <Input
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        w="5.5rem"
        size="sm"
        aria-label={`Quantity available of ${item.title}`}
        value={value}
        onChange={(event) => change(event.target.value)}
        onBlur={() => value.trim() === '' && change('0')}
      />
    </HStack>
  );
}
