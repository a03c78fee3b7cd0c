/**
 * The seller's day: the orders of one dock-local date grouped by pickup, and the same as CSV; a day
 * closed ahead opened again.
 */

import { csvFile } from '../../../shared/csv';
import { pickupMessages } from '../../../shared/messages/pickup';
import { centsToDecimal } from '../../../shared/money';
import type { PickupDayDto, PickupDaySlotDto } from '../../../shared/pickup-day';
import { dockDay, formatSlot } from '../../../shared/pickup-slots';
import { shellfishTagText } from '../../../shared/shellfish-tag.schema';
import { AppError } from '../../lib/app-error';
import { buyerNameOf, itemsSummaryOf, orderReference } from './order.mapper';
import type { OrdersRepo } from './orders.repo';
import type { SlotBookingsRepo } from './slot-bookings.repo';

export async function pickupDayOf(
  repo: Pick<OrdersRepo, 'listForSellerPickups'>,
  crabberId: string,
  date: string,
  closed: boolean,
): Promise<PickupDayDto> {
  const { from, to } = dockDay(date);
  const slots = new Map<number, PickupDaySlotDto>();
  for (const record of await repo.listForSellerPickups(crabberId, from, to)) {
    const { pickupSlotStart: start, pickupSlotEnd: end } = record.order;
    if (!start || !end) continue;
    let slot = slots.get(start.getTime());
    if (!slot) {
      slot = {
        start: start.toISOString(),
        end: end.toISOString(),
        label: formatSlot({ startsAt: start, endsAt: end }),
        orders: [],
      };
      slots.set(start.getTime(), slot);
    }
    slot.orders.push({
      id: record.order.id,
      reference: orderReference(record),
      buyerName: buyerNameOf(record),
      items: itemsSummaryOf(record),
      paymentMethod: record.order.paymentMethod,
      paymentStatus: record.order.paymentStatus,
      status: record.order.status,
      total: centsToDecimal(record.order.amountTotalCents),
      lines: record.items.map((item) => ({
        id: item.id,
        title: item.title,
        lotCode: item.lotCode,
        shellfishTag: item.trace?.shellfishTag ?? null,
      })),
    });
  }
  return { date, closed, slots: [...slots.values()] } satisfies PickupDayDto;
}

/** The pick list as CSV, one row per order, in pickup order. */
export function pickupDayCsv(day: PickupDayDto): string {
  const rows = [
    ['Pickup', 'Order', 'Buyer', 'Items', 'Payment', 'Status', 'Total', 'Lots', 'Shellfish tags'],
  ];
  for (const slot of day.slots) {
    for (const order of slot.orders) {
      const payment = order.paymentMethod === 'card' ? `Card (${order.paymentStatus})` : 'Cash at pickup';
      rows.push([
        slot.label,
        order.reference,
        order.buyerName,
        order.items,
        payment,
        order.status,
        order.total,
        order.lines.flatMap((line) => (line.lotCode ? [`${line.title}: ${line.lotCode}`] : [])).join('; '),
        order.lines
          .flatMap((line) => (line.shellfishTag ? [shellfishTagText(line.shellfishTag)] : []))
          .join('; '),
      ]);
    }
  }
  return csvFile(rows);
}

export function createPickupDays(repo: OrdersRepo, slotBookings: SlotBookingsRepo) {
  return {
    /** The seller's day: the orders of one dock-local date grouped by pickup. */
    async pickupDay(crabberId: string, date: string): Promise<PickupDayDto> {
      return pickupDayOf(repo, crabberId, date, await slotBookings.isDayClosed(crabberId, date));
    },

    /** Opens a day the seller closed ahead to new orders again; 404 when it was not closed. */
    async reopenDay(crabberId: string, date: string): Promise<void> {
      if (!(await slotBookings.reopenDay(crabberId, date))) {
        throw new AppError('NOT_FOUND', pickupMessages.notClosed);
      }
    },
  };
}
