/**
 * The buyer's "I'm here" (docs/product/orders-and-pickup.md): offered and accepted on the pickup day
 * only, as the docks' clock reads it, so a press days ahead does not call a seller to the dock.
 */
import type { PickupWindow } from './availability';
import { parsePickupWindow, weekdayOfDate } from './pickup-schedule';
import { localDateOf } from './pickup-slots';

export function isPickupDay(
  order: { pickupSlotStart: string | Date | null; pickupWindow: PickupWindow },
  now: Date,
): boolean {
  const today = localDateOf(now);
  if (order.pickupSlotStart !== null) return localDateOf(new Date(order.pickupSlotStart)) === today;
  // An order from before dated pickups has only its weekly window: its weekday is the day.
  return parsePickupWindow(order.pickupWindow)?.startDay === weekdayOfDate(today);
}
