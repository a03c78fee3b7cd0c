/**
 * When a pickup's reminders are due (docs/product/notifications.md, Reminders), on the Bay's clock:
 * a buyer hears the evening before, or, for an order made after that evening, two hours before a
 * pickup the same day; a seller hears the evening before how many pickups the morning holds.
 */
import { addDays, localDateOf, zonedInstant } from './pickup-slots';

/** The evening reminders go from this hour (6 pm on the Bay) the day before a pickup. */
export const EVENING_REMINDER_TIME = '18:00';
/** An order made too late for the evening reminder hears this many hours before its pickup. */
export const SAME_DAY_REMINDER_HOURS = 2;

export type BuyerReminder = 'evening' | 'soon';

/** 6 pm on the Bay the day before the pickup that starts at `slotStart`. */
export function eveningBefore(slotStart: Date): Date {
  return zonedInstant(addDays(localDateOf(slotStart), -1), EVENING_REMINDER_TIME);
}

/**
 * Which of a buyer's reminders is due now for an order, or null: none once the pickup has started,
 * and none for an order made inside the window a reminder would have covered (its buyer has just
 * read the pickup time at checkout).
 */
export function buyerReminderDue(
  order: { createdAt: Date; slotStart: Date },
  now: Date,
): BuyerReminder | null {
  if (now >= order.slotStart) return null;
  const evening = eveningBefore(order.slotStart);
  if (order.createdAt < evening) return now >= evening ? 'evening' : null;
  const soon = new Date(order.slotStart.getTime() - SAME_DAY_REMINDER_HOURS * 3_600_000);
  return order.createdAt < soon && now >= soon ? 'soon' : null;
}

/** The date (YYYY-MM-DD) whose pickups a seller hears of this evening, or null before 6 pm. */
export function sellerReminderDate(now: Date): string | null {
  const today = localDateOf(now);
  return now >= zonedInstant(today, EVENING_REMINDER_TIME) ? addDays(today, 1) : null;
}
