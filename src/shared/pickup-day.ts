/**
 * The seller's day (docs/product/orders-and-pickup.md): each dated pickup of one dock-local date with
 * its orders, in pickup order, for the dashboard, a printed pick list and a CSV.
 */
import { z } from 'zod';
import { pickupMessages } from './messages/pickup';
import { weekdayOfDate } from './pickup-schedule';
import type { PickupDayDto, PickupDaySlotDto } from './seller-stats.dto';

export type { PickupDayDto, PickupDaySlotDto };

export const pickupDayQuery = z.object({
  date: z
    .string({ error: pickupMessages.date })
    .refine((value) => weekdayOfDate(value) !== null, pickupMessages.date),
  format: z.enum(['json', 'csv']).optional(),
});
