import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { catalogMessages } from '../../../shared/messages/catalog';
import { formatSlot, localDateOf, type PickupSlot, type SlotState } from '../../../shared/pickup-slots';

/** How many dates show before "Show later dates": a daily seller has fourteen. */
const FIRST_SHOWN = 6;

export interface OfferedSlot {
  slot: PickupSlot;
  state: Exclude<SlotState, 'afterExpiry'>;
}

const keyOf = (slot: PickupSlot) => `${slot.date}|${slot.window.start}|${slot.window.end}`;

function whenLabel(slot: PickupSlot, now: Date): string | null {
  if (slot.startsAt <= now) return 'Now';
  const today = localDateOf(now);
  if (slot.date === today) return 'Today';
  const tomorrow = localDateOf(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  return slot.date === tomorrow ? 'Tomorrow' : null;
}

/**
 * The dated pickups of a catch as radio choices, soonest first (docs/product/cart-and-checkout.md).
 * A slot past its cut-off shows why and cannot be chosen; slots after the catch expires are left out
 * by the caller. Without windows at all, the buyer is told to contact the seller.
 */
export function PickupSlotPicker({
  slots,
  hasWindows,
  selected,
  onSelect,
  now,
}: {
  slots: OfferedSlot[];
  hasWindows: boolean;
  selected: PickupSlot | null;
  onSelect: (slot: PickupSlot) => void;
  now: Date;
}) {
  const [showAll, setShowAll] = useState(false);
  if (!hasWindows || slots.every((offered) => offered.state !== 'open')) {
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
        value={selected ? keyOf(selected) : null}
        onValueChange={(details) => {
          const chosen = slots.find((offered) => keyOf(offered.slot) === details.value);
          if (chosen?.state === 'open') onSelect(chosen.slot);
        }}
        colorPalette="bay"
        aria-label="Pickup time"
      >
        <Stack gap="2">
          {shown.map(({ slot, state }) => {
            const when = whenLabel(slot, now);
            return (
              <RadioGroup.Item
                key={keyOf(slot)}
                value={keyOf(slot)}
                disabled={state !== 'open'}
                borderWidth="1px"
                borderRadius="md"
                px="3"
                py="2"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText flex="1">
                  {formatSlot(slot)}
                  <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                    {state === 'closed' ? catalogMessages.slotClosed : when}
                  </Text>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            );
          })}
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
