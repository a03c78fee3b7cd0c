/**
 * Weather-out (docs/product/orders-and-pickup.md): when bay weather cancels a trip, the seller
 * cancels every open order of a day (or of one pickup), or moves them all to another pickup, in
 * one action, and may close the day to new orders.
 */
import { z } from 'zod';
import { pickupMessages } from './messages/pickup';
import { pickupDayQuery } from './pickup-day';
import type { WeatherOutResultDto } from './seller-stats.dto';

export type { WeatherOutResultDto };

const instant = z.iso.datetime({ offset: true, error: pickupMessages.target });

export const weatherOutInput = z
  .object({
    date: pickupDayQuery.shape.date,
    /** One pickup of that day only; the whole day when left out. */
    slotStart: instant.optional(),
    action: z.enum(['cancel', 'move'], { error: pickupMessages.action }),
    toSlotStart: instant.optional(),
    /** Also close the day to new orders (all its pickups). */
    closeDay: z.boolean().optional(),
    reason: z
      .string({ error: pickupMessages.reason })
      .trim()
      .min(1, pickupMessages.reason)
      .max(300, pickupMessages.reasonLong),
  })
  .refine((input) => input.action !== 'move' || input.toSlotStart !== undefined, {
    message: pickupMessages.target,
    path: ['toSlotStart'],
  });
export type WeatherOutInput = z.infer<typeof weatherOutInput>;
