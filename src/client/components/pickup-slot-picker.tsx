import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { catalogMessages } from '../../shared/messages/catalog';
import { pickupSlotChoice } from '../../shared/native-forms';
import { formatSlot, localDateOf, type PickupSlotDto } from '../../shared/pickup-slots';

/** How many dates show before "Show later dates": a daily seller has fourteen. */
const FIRST_SHOWN = 6;

function whenLabel(slot: PickupSlotDto, now: Date): string | null {
  if (new Date(slot.start) <= now) return 'Now';
  if (slot.date === localDateOf(now)) return 'Today';
  const tomorrow = localDateOf(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return slot.date === tomorrow ? 'Tomorrow' : null;
}

/**
 * The dated pickups of a catch as radio choices, soonest first, as the server offers them
 * (docs/product/cart-and-checkout.md). A closed one shows why and cannot be chosen. Without windows
 * at all, the buyer is told to contact the seller.
 */
export function PickupSlotPicker({
  slots,
  hasWindows,
  selected,
  onSelect,
  now,
  name,
}: {
  /** The radios' form field, when a form the browser may send itself carries the choice. */
  name?: string;
  slots: PickupSlotDto[];
  hasWindows: boolean;
  selected: PickupSlotDto | null;
  onSelect: (slot: PickupSlotDto) => void;
  now: Date;
}) {
  const [showAll, setShowAll] = useState(false);
  if (!hasWindows || slots.every((slot) => slot.closed)) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="no-pickup-windows">
        {hasWindows ? catalogMessages.noOpenPickup : catalogMessages.noPickupWindows}
      </Text>
    );
  }
  const shown = showAll ? slots : slots.slice(0, FIRST_SHOWN);
  return (
    <Stack gap="2">
      <RadioGroup.Root
        name={name}
        // Each slot's value says what the cart asks for, so the form's own post carries it.
        value={selected ? pickupSlotChoice(selected) : null}
        onValueChange={(details) => {
          const chosen = slots.find((slot) => pickupSlotChoice(slot) === details.value);
          if (chosen && !chosen.closed) onSelect(chosen);
        }}
        colorPalette="bay"
        aria-label="Pickup time"
      >
        <Stack gap="2">
          {shown.map((slot) => (
            <RadioGroup.Item
              key={slot.start}
              value={pickupSlotChoice(slot)}
              disabled={slot.closed}
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText flex="1">
                {formatSlot({ startsAt: slot.start, endsAt: slot.end })}
                <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                  {slot.closed ? slot.reason : whenLabel(slot, now)}
                </Text>
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {slots.length > FIRST_SHOWN && (
        <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setShowAll((all) => !all)}>
          {showAll ? 'Show fewer dates' : `Show later dates (${slots.length - FIRST_SHOWN} more)`}
        </Button>
      )}
    </Stack>
  );
}
