/** A buyer moving their own order to another pickup of the same listing(s): the body and the refusals. */
import { z } from 'zod';
import { orderIdInput } from './order.schema';

export const movePickupBody = z.object({
  toSlotStart: z.iso.datetime({ offset: true, error: 'Choose the pickup to move the order to' }),
});
export type MovePickupBody = z.output<typeof movePickupBody>;

export const movePickupInput = z.object({ id: orderIdInput.shape.id, data: movePickupBody });

export const pickupMoveMessages = {
  pastCutoff: 'The cut-off for this pickup has passed. Message the seller to change it.',
  notOpen: 'This order can no longer be moved: only an order not yet ready for pickup can.',
  samePickup: 'The order is already at that pickup. Choose another one.',
  notOffered: 'That pickup is not one this catch is offered at. Choose one of its pickups.',
  targetClosed: 'That pickup is closed to orders. Choose another one; nothing was changed.',
  targetFull: 'That pickup is full. Choose another one; nothing was changed.',
  afterExpiry: (title: string) =>
    `That pickup is after ${title} expires. Choose an earlier one; nothing was changed.`,
  farCard:
    'A card order cannot move to a pickup more than 6 days away: its card hold would lapse. Choose a sooner pickup, or cancel and order again.',
} as const;
