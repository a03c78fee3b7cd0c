/**
 * The days and times availability is written in, below both its rules (availability.ts) and its
 * request schemas (availability.schema.ts), so neither imports the other for them.
 */

/** Pickup windows are built Sunday first, as Date.getDay counts (docs/product/sellers.md). */
export const weekDays = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type DayName = (typeof weekDays)[number];

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
