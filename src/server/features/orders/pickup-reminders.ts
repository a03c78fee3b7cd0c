/**
 * Pickup reminders (docs/product/notifications.md, Reminders), sent by the sweep every few minutes:
 * buyers the evening before, or two hours before a pickup they booked later than that; sellers the
 * evening before, with the next day's pickups counted. Each reminder is claimed once
 * (sent_reminders), so a sweep that runs again, or in two processes, never sends it twice.
 */
import { buyerReminderDue, sellerReminderDate } from '../../../shared/pickup-reminders';
import { formatSlot, localDateOf } from '../../../shared/pickup-slots';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';

/** Far enough ahead to reach every pickup of tomorrow from this evening. */
const LOOK_AHEAD_MS = 36 * 3_600_000;

export function createPickupReminders({
  repo,
  notify,
  now,
}: {
  repo: Pick<OrdersRepo, 'listOpenPickupsBetween' | 'claimReminder'>;
  notify: OrderNotifications;
  now: () => Date;
}) {
  return {
    async sendPickupReminders(): Promise<{ buyers: number; sellers: number }> {
      const at = now();
      const records = await repo.listOpenPickupsBetween(at, new Date(at.getTime() + LOOK_AHEAD_MS));
      let buyers = 0;
      for (const record of records) {
        const slotStart = record.order.pickupSlotStart;
        const due = slotStart && buyerReminderDue({ createdAt: record.order.createdAt, slotStart }, at);
        if (!due || !(await repo.claimReminder(`buyer-${due}:${record.order.id}`, at))) continue;
        await notify.pickupReminder(record, due);
        buyers += 1;
      }

      let sellers = 0;
      const date = sellerReminderDate(at);
      if (date) {
        const bySeller = new Map<string, OrderRecord[]>();
        for (const record of records) {
          const slotStart = record.order.pickupSlotStart;
          if (!slotStart || localDateOf(slotStart) !== date) continue;
          bySeller.set(record.order.crabberId, [...(bySeller.get(record.order.crabberId) ?? []), record]);
        }
        for (const [crabberId, day] of bySeller) {
          if (!(await repo.claimReminder(`seller-evening:${crabberId}:${date}`, at))) continue;
          await notify.sellerTomorrow(day, pickupCountText(day));
          sellers += 1;
        }
      }
      return { buyers, sellers };
    },
  };
}

/** "5 pickups: 3 at Sat Nov 28, 7:00-11:00 AM, 2 at Sat Nov 28, 1:00-5:00 PM". */
function pickupCountText(day: readonly OrderRecord[]): string {
  const bySlot = new Map<string, number>();
  for (const record of day) {
    const { pickupSlotStart: startsAt, pickupSlotEnd: endsAt } = record.order;
    if (!startsAt || !endsAt) continue;
    const label = formatSlot({ startsAt, endsAt });
    bySlot.set(label, (bySlot.get(label) ?? 0) + 1);
  }
  const slots = [...bySlot].map(([label, count]) => `${count} at ${label}`).join(', ');
  return `${day.length} ${day.length === 1 ? 'pickup' : 'pickups'}: ${slots}`;
}
