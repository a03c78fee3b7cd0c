/**
 * Weather-out: every open order of one pickup day (or one pickup) cancelled, or moved to another of
 * the seller's pickups, in one transaction; then refunds through the payment provider and a word to
 * every buyer with the seller's reason. Nothing changes when any part is refused.
 */
import { buildPickupWindows } from '../../../shared/availability';
import { pickupMessages } from '../../../shared/messages/pickup';
import { isOpenOrder } from '../../../shared/order-status';
import { dockDay, formatSlot, upcomingSlots } from '../../../shared/pickup-slots';
import type { WeatherOutInput, WeatherOutResultDto } from '../../../shared/weather-out';
import { AppError } from '../../lib/app-error';
import { availabilityOf } from '../sellers/seller.mapper';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SlotBookingsRepo } from './slot-bookings.repo';

interface WeatherOutDeps {
  repo: OrdersRepo;
  slotBookings: SlotBookingsRepo;
  load: (id: string) => Promise<OrderRecord>;
  /** Refunds or releases the card payment of a cancelled order; true when money went back. */
  settle: (record: OrderRecord) => Promise<boolean>;
  notify: OrderNotifications;
  now: () => Date;
}

export function createWeatherOut({ repo, slotBookings, load, settle, notify, now }: WeatherOutDeps) {
  /** The open orders the seller asked about: one day's, or one pickup's of that day. */
  async function ordersToActOn(crabberId: string, input: WeatherOutInput): Promise<OrderRecord[]> {
    const { from, to } = dockDay(input.date);
    const slotStart = input.slotStart ? new Date(input.slotStart).getTime() : null;
    return (await repo.listForSellerPickups(crabberId, from, to))
      .filter((record) => isOpenOrder(record.order.status))
      .filter((record) => slotStart === null || record.order.pickupSlotStart?.getTime() === slotStart);
  }

  /** The seller's own upcoming pickup starting at `start`, with room for `count` more orders. */
  async function targetSlot(record: OrderRecord, start: string, count: number, leaving: Set<number>) {
    const at = now();
    const windows = buildPickupWindows(availabilityOf(record.crabber));
    const slot = upcomingSlots(windows, at).find(
      (candidate) => candidate.startsAt.getTime() === new Date(start).getTime(),
    );
    if (!slot || slot.startsAt <= at || leaving.has(slot.startsAt.getTime())) {
      throw new AppError('BAD_REQUEST', pickupMessages.notYourSlot, {
        fieldErrors: { toSlotStart: [pickupMessages.notYourSlot] },
      });
    }
    const capacity = record.crabber.slotCapacity;
    const booked = (await slotBookings.bookingsOf(record.crabber.id, at))(slot.startsAt);
    if (capacity !== null && booked + count > capacity) {
      throw new AppError('CONFLICT', pickupMessages.noRoom(Math.max(0, capacity - booked)));
    }
    return slot;
  }

  /** `origin` is where the order links in the e-mails point: the configured public origin (publicOrigin). */
  return async function weatherOut(
    crabberId: string,
    input: WeatherOutInput,
    origin: string,
  ): Promise<WeatherOutResultDto> {
    const records = await ordersToActOn(crabberId, input);
    const closeDay = input.closeDay === true;
    if (records.length === 0) {
      if (!closeDay) throw new AppError('BAD_REQUEST', pickupMessages.nothingToDo);
      await slotBookings.closeDay(crabberId, input.date);
      return { cancelled: 0, moved: 0, refunded: 0, dayClosed: true };
    }

    if (input.action === 'move') {
      const leaving = new Set(records.map((record) => record.order.pickupSlotStart?.getTime() ?? 0));
      const slot = await targetSlot(records[0]!, input.toSlotStart!, records.length, leaving);
      await repo.inTransaction(async () => {
        for (const { order } of records) {
          if (!(await repo.moveToSlot(order.id, order.status, slot))) throw changedMeanwhile();
        }
        if (closeDay) await slotBookings.closeDay(crabberId, input.date);
      });
      for (const record of records) {
        const link = `${origin}/orders/${record.order.id}`;
        await notify.movedByWeather(await load(record.order.id), formatSlot(slot), input.reason, link);
      }
      return { cancelled: 0, moved: records.length, refunded: 0, dayClosed: closeDay };
    }

    await repo.inTransaction(async () => {
      for (const { order, items } of records) {
        if (!(await repo.updateStatus(order.id, order.status, 'cancelled'))) throw changedMeanwhile();
        for (const item of items) if (item.catchId) await repo.returnStock(item.catchId, item.qty);
      }
      if (closeDay) await slotBookings.closeDay(crabberId, input.date);
    });
    let refunded = 0;
    for (const record of records) {
      const cancelled = await load(record.order.id);
      const gaveBack = await settle(cancelled);
      if (gaveBack) refunded += 1;
      await notify.cancelledByWeather(await load(record.order.id), input.reason, gaveBack);
    }
    return { cancelled: records.length, moved: 0, refunded, dayClosed: closeDay };
  };
}

function changedMeanwhile() {
  return new AppError('CONFLICT', pickupMessages.changedMeanwhile);
}
