import { Button, HStack, Input } from '@chakra-ui/react';
import { addDays, localDateOf } from '../../../shared/pickup-slots';
import { trpc } from '../../lib/trpc';

const openStatuses = new Set(['confirmed', 'preparing', 'ready']);

/** How many orders a day's pick list holds, or null while it loads. */
function useOrderCount(date: string): number | null {
  const day = trpc.crabber.pickups.useQuery({ date });
  if (!day.data) return null;
  return day.data.slots.reduce((sum, slot) => sum + slot.orders.length, 0);
}

/**
 * The first dock-local day from today with an open order: the pickups card opens on it, so a quiet
 * today does not hide tomorrow's pickups. Null until the orders are known.
 */
export function useNextPickupDate(): string | null {
  const orders = trpc.orders.sellerOrders.useQuery();
  if (!orders.data) return null;
  const today = localDateOf(new Date());
  const dates = orders.data
    .filter((order) => openStatuses.has(order.status) && order.pickupSlotStart !== null)
    .map((order) => localDateOf(new Date(order.pickupSlotStart as string)))
    .filter((date) => date >= today)
    .sort();
  return dates[0] ?? today;
}

const withCount = (label: string, count: number | null) => (count === null ? label : `${label} (${count})`);

/** Today and Tomorrow one tap away with their order counts, and any other day by its date. */
export function PickupDayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = localDateOf(new Date());
  const tomorrow = addDays(today, 1);
  const todayCount = useOrderCount(today);
  const tomorrowCount = useOrderCount(tomorrow);
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button
        minH="12"
        variant={date === today ? 'solid' : 'outline'}
        colorPalette="bay"
        aria-pressed={date === today}
        onClick={() => onChange(today)}
        data-testid="pickups-today"
      >
        {withCount('Today', todayCount)}
      </Button>
      <Button
        minH="12"
        variant={date === tomorrow ? 'solid' : 'outline'}
        colorPalette="bay"
        aria-pressed={date === tomorrow}
        onClick={() => onChange(tomorrow)}
        data-testid="pickups-tomorrow"
      >
        {withCount('Tomorrow', tomorrowCount)}
      </Button>
      <Input
        type="date"
        aria-label="Pickup day"
        value={date}
        onChange={(event) => onChange(event.target.value)}
        maxW="12rem"
        h="12"
      />
    </HStack>
  );
}
