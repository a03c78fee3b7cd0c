/** Pieces many answers share: money, instants and weekly pickup windows as they travel. */
import { z } from 'zod';

/** Money on the wire: a decimal string of dollars with two places (integer cents inside). */
export const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({
    id: 'Money',
    description: 'US dollars as a decimal string with two places, e.g. "45.00"',
    example: '45.00',
  });

export const instant = z.iso.datetime().meta({ id: 'Instant', description: 'An instant, ISO 8601 in UTC' });

export const pickupWindow = z
  .object({
    start: z.string().meta({ example: 'Saturday 07:00' }),
    end: z.string().meta({ example: 'Saturday 11:00' }),
  })
  .meta({ id: 'PickupWindow', description: 'A weekly pickup window: a day and a 24-hour time' });

/** A weight in pounds, two decimals ("4.50"); stored as integer hundredths of a pound. */
export const pounds = z
  .string()
  .regex(/^\d+\.\d{2}$/)
  .meta({ description: 'Pounds as a decimal string with two places', example: '4.50' });
