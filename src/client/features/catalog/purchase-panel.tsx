import { Card, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { decimalToCents, formatUsd } from '../../../shared/money';
import { nativePostProps } from '../../../shared/native-forms';
import { hasPickupWindows, type PickupSlotDto } from '../../../shared/pickup-slots';
import {
  estimatedWeightCentilb,
  lineEstimateCents,
  lineMaxCents,
  saleLineOf,
} from '../../../shared/weighed-lines';
import { formatLb, lbToCentilb, perPieceText } from '../../../shared/weights';
import { PickupSlotPicker } from '../../components/pickup-slot-picker';
import { QuantityStepper } from './quantity-stepper';

const preventSending = (event: FormEvent) => event.preventDefault();

/** What the buyer has chosen; the Add to Cart action receives exactly this. */
export interface PurchaseSelection {
  listing: CatchDto;
  qty: number;
  /** The dated pickup chosen: its weekly window and the date it falls on. */
  slot: PickupSlotDto | null;
}

/**
 * Pickup window, quantity, unit price and total. The cart's Add to Cart button plugs in through
 * `action`, so the cart feature adds it without this screen importing the cart.
 */
export function PurchasePanel({
  listing,
  action,
  heldForYou = 0,
  now = new Date(),
}: {
  listing: CatchDto;
  action?: (selection: PurchaseSelection) => ReactNode;
  /** Units the viewer's waitlist place holds for them, out of the public stock: theirs to buy. */
  heldForYou?: number;
  now?: Date;
}) {
  const available = listing.qtyAvailable + heldForYou;
  const [slot, setSlot] = useState<PickupSlotDto | null>(null);
  const inStock = available > 0;
  const [chosenQty, setQty] = useState(1);
  // Stock can come and go while the page is open (a waitlist hold arrives): the choice follows it.
  const qty = inStock ? Math.min(Math.max(chosenQty, 1), available) : 0;
  const unitCents = decimalToCents(listing.unitPrice) ?? 0;
  const line = saleLineOf(
    {
      pricing: listing.pricing,
      unitPriceCents: unitCents,
      estWeightMinCentilb: lbToCentilb(listing.estimatedLbPerUnit?.min ?? ''),
      estWeightMaxCentilb: lbToCentilb(listing.estimatedLbPerUnit?.max ?? ''),
    },
    qty,
  );

  return (
    <Card.Root variant="outline" data-testid="purchase-panel">
      <Card.Body
        gap="5"
        p={{ base: '4', md: '5' }}
        // With an action this is Add to Cart's form, which the browser sends itself when tapped
        // before the app is live (src/shared/form-posts.ts); once live the action handles it.
        {...(action && { as: 'form', ...nativePostProps('addToCart'), onSubmit: preventSending })}
      >
        {action && (
          <>
            <input type="hidden" name="catchId" value={listing.id} />
            <input type="hidden" name="qty" value={qty} />
          </>
        )}
        <Stack gap="2">
          <Text fontWeight="semibold">Choose a pickup time</Text>
          <PickupSlotPicker
            slots={listing.pickupSlots ?? []}
            hasWindows={hasPickupWindows(listing.pickupWindows)}
            selected={slot}
            onSelect={setSlot}
            now={now}
            name="pickupSlot"
          />
        </Stack>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Stack gap="0">
            <Text fontWeight="semibold">Quantity</Text>
            <Text fontSize="sm" color={inStock ? 'fg.muted' : 'red.fg'}>
              {inStock ? `${available} ${listing.unitType} available` : 'Out of stock'}
            </Text>
          </Stack>
          <QuantityStepper value={qty} max={available} onChange={setQty} />
        </HStack>
        <Separator />
        <Stack gap="1">
          <HStack justify="space-between">
            <Text color="fg.muted">Unit price</Text>
            <Text data-testid="unit-price">
              {formatUsd(unitCents)}/{listing.pricing === 'per_lb' ? 'lb' : listing.unitType}
            </Text>
          </HStack>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{listing.pricing === 'per_lb' ? 'Estimated total' : 'Total'}</Text>
            <Text fontWeight="bold" fontSize="xl" color="bay.fg" data-testid="total-price">
              {formatUsd(lineEstimateCents(line))}
            </Text>
          </HStack>
          {listing.estimatedLbPerUnit && (
            <Text fontSize="sm" color="fg.muted" data-testid="weighed-estimate">
              {`${perPieceText(listing.estimatedLbPerUnit)}: an estimated ${formatLb(estimatedWeightCentilb(line))}, charged for the weight at the dock, up to ${formatUsd(lineMaxCents(line))}`}
            </Text>
          )}
        </Stack>
        {action?.({ listing: { ...listing, qtyAvailable: available }, qty, slot })}
      </Card.Body>
    </Card.Root>
  );
}
