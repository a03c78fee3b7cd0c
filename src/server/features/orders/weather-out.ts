/**
 * Weather-out: every open order of one pickup day (or one pickup) cancelled, or moved to another of
 * the seller's pickups, in one transaction; then refunds through the payment provider and a word to
 * every buyer with the seller's reason. Nothing changes when any part is refused.
 */
import { buildPickupWindows } from '../../../shared/availability';
import { pickupMessages } from '../../../shared/messages/pickup';
import { isOpenOrder } from '../../../shared/order-status';
import {
  dockDay,
  formatSlot,
  type PickupSlot,
  pickupRulesOf,
  slotState,
  upcomingSlots,
} from '../../../shared/pickup-slots';
import { handedOverQty } from '../../../shared/short-lines';
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

  /**
   * The pickup starting at `start` that the orders may move to, checked as a checkout would check
   * it: one of the seller's upcoming pickups (from their weekly hours or any window of the orders'
   * listings), not one being emptied, not on a day they closed, not past their cut-off, ending
   * before every listing of the orders expires, and with room for all of them. Runs inside the
   * write-locked transaction (the seller held), so no checkout fills the pickup between count and move.
   */
  async function targetSlot(
    records: OrderRecord[],
    start: string,
    leaving: Set<number>,
  ): Promise<PickupSlot> {
    const at = now();
    const crabber = records[0]!.crabber;
    const catchIds = new Set(records.flatMap((record) => record.items.flatMap((item) => item.catchId ?? [])));
    const listings = await repo.listingsByIds([...catchIds]);
    const windows = [
      ...buildPickupWindows(availabilityOf(crabber)),
      ...listings.flatMap((l) => l.pickupWindows),
    ];
    const slot = upcomingSlots(windows, at).find(
      (candidate) => candidate.startsAt.getTime() === new Date(start).getTime(),
    );
    if (!slot || slot.startsAt <= at || leaving.has(slot.startsAt.getTime())) {
      throw new AppError('BAD_REQUEST', pickupMessages.notYourSlot, {
        fieldErrors: { toSlotStart: [pickupMessages.notYourSlot] },
      });
    }
    const rules = pickupRulesOf(crabber, await slotBookings.closedDatesOf(crabber.id, at));
    // Room is counted once below for every order moving; here each listing's own rules.
    const perListing = { ...rules, slotCapacity: null };
    for (const listing of listings) {
      const state = slotState(slot, listing.expiresAt, at, perListing, 0);
      if (state === 'afterExpiry') throw new AppError('CONFLICT', pickupMessages.afterExpiry(listing.title));
      if (state === 'dayClosed') throw new AppError('CONFLICT', pickupMessages.dayClosed);
      if (state !== 'open') throw new AppError('CONFLICT', pickupMessages.pastCutoff);
    }
    if (listings.length === 0 && slotState(slot, slot.endsAt, at, perListing, 0) === 'dayClosed') {
      throw new AppError('CONFLICT', pickupMessages.dayClosed);
    }
    const capacity = rules.slotCapacity;
    const booked = (await slotBookings.bookingsOf(crabber.id, at))(slot.startsAt);
    if (capacity !== null && booked + records.length > capacity) {
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
      const slot = await repo.inTransaction(async () => {
        await repo.holdSellers([crabberId]);
        const target = await targetSlot(records, input.toSlotStart!, leaving);
        for (const { order } of records) {
          if (!(await repo.moveToSlot(order.id, order.status, target, 'confirmed'))) throw changedMeanwhile();
        }
        if (closeDay) await slotBookings.closeDay(crabberId, input.date);
        return target;
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
        for (const item of items)
          if (item.catchId) await repo.returnStock(item.catchId, handedOverQty(item), now());
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
