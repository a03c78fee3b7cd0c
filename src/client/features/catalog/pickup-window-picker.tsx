import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { PickupWindow } from '../../../shared/availability';
import { formatTimeOfDay, type UpcomingPickupWindow } from '../../../shared/pickup-schedule';

export const NO_PICKUP_WINDOWS = 'Contact seller for pickup availability and scheduling';

function whenLabel(window: UpcomingPickupWindow): string {
  if (window.minutesUntil === 0) return 'Open now';
  if (window.daysAhead === 0) return 'Today';
  if (window.daysAhead === 1) return 'Tomorrow';
  if (window.daysAhead === 7) return 'Next week';
  return `In ${window.daysAhead} days`;
}

const keyOf = (window: PickupWindow) => `${window.start}|${window.end}`;

/**
 * The pickup windows as radio choices, soonest first; windows not in '{DayName} {HH:MM}' form were
 * already skipped (docs/product/catalog.md). With none, the buyer is told to contact the seller.
 */
export function PickupWindowPicker({
  windows,
  selected,
  onSelect,
}: {
  windows: UpcomingPickupWindow[];
  selected: PickupWindow | null;
  onSelect: (window: PickupWindow) => void;
}) {
  if (windows.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="no-pickup-windows">
        {NO_PICKUP_WINDOWS}
      </Text>
    );
  }
  return (
    <RadioGroup.Root
      value={selected ? keyOf(selected) : null}
      onValueChange={(details) => {
        const chosen = windows.find((window) => keyOf(window.window) === details.value);
        if (chosen) onSelect(chosen.window);
      }}
      colorPalette="bay"
      aria-label="Pickup window"
    >
      <Stack gap="2">
        {windows.map((window) => (
          <RadioGroup.Item
            key={keyOf(window.window)}
            value={keyOf(window.window)}
            borderWidth="1px"
            borderRadius="md"
            px="3"
            py="2"
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText flex="1">
              {window.startDay}, {formatTimeOfDay(window.startTime)} - {formatTimeOfDay(window.endTime)}
              <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                {whenLabel(window)}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
