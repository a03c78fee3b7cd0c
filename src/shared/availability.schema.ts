/** Weekly availability and pickup windows as requests carry them; the rules live in availability.ts. */
import { z } from 'zod';
import { TIME_PATTERN, weekDays } from './week-days';

export const timeOfDay = z.string().regex(TIME_PATTERN, 'Use a time in HH:MM form');

export const dayAvailability = z.object({
  enabled: z.boolean(),
  startTime: timeOfDay,
  endTime: timeOfDay,
});
export type DayAvailability = z.infer<typeof dayAvailability>;

export const availabilitySchema = z.partialRecord(z.enum(weekDays), dayAvailability);
export type Availability = z.infer<typeof availabilitySchema>;

export const pickupWindow = z.object({ start: z.string().max(40), end: z.string().max(40) });
export type PickupWindow = z.infer<typeof pickupWindow>;
