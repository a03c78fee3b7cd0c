/**
 * Weather-out (docs/product/orders-and-pickup.md): when bay weather cancels a trip, the seller
 * cancels every open order of a day (or of one pickup), or moves them all to another pickup, in
 * one action, and may close the day to new orders.
 */
import { z } from 'zod';
import { pickupDayQuery } from './pickup-day';

export const weatherOutMessages = {
  action: 'Choose to cancel or move the orders',
  target: 'Choose the pickup to move the orders to',
  reason: 'Tell your buyers why, in a few words',
  reasonLong: 'Keep the reason under 300 characters',
  nothingToDo: 'There are no open orders for that pickup day to cancel or move.',
  notClosed: 'That day is not closed.',
  notYourSlot: 'Move the orders to one of your own upcoming pickups, not one that has begun or is the same.',
  noRoom: (room: number) =>
    `That pickup has room for ${room} more ${room === 1 ? 'order' : 'orders'} only. Raise your orders per pickup or choose another. Nothing was changed.`,
} as const;

const instant = z.iso.datetime({ offset: true, error: weatherOutMessages.target });

export const weatherOutInput = z
  .object({
    date: pickupDayQuery.shape.date,
    /** One pickup of that day only; the whole day when left out. */
    slotStart: instant.optional(),
    action: z.enum(['cancel', 'move'], { error: weatherOutMessages.action }),
    toSlotStart: instant.optional(),
    /** Also close the day to new orders (all its pickups). */
    closeDay: z.boolean().optional(),
    reason: z
      .string({ error: weatherOutMessages.reason })
      .trim()
      .min(1, weatherOutMessages.reason)
      .max(300, weatherOutMessages.reasonLong),
  })
  .refine((input) => input.action !== 'move' || input.toSlotStart !== undefined, {
    message: weatherOutMessages.target,
    path: ['toSlotStart'],
  });
export type WeatherOutInput = z.infer<typeof weatherOutInput>;

export interface WeatherOutResultDto {
  cancelled: number;
  moved: number;
  refunded: number;
  /** Whether the day is now closed to new orders. */
  dayClosed: boolean;
}
