/**
 * A buyer moves their own open order to another pickup of the same listing(s) until the cut-off of
 * its current pickup (docs/product/orders-and-pickup.md, "Moving a pickup"). The target is checked
 * with the rules checkout uses (slotState: cut-off, closed day, capacity, expiry) inside a
 * transaction that holds the seller, so no checkout or other move fills the slot between the count
 * and the write. A refusal is a 409 with a reason and changes nothing.
 */
import type { ErrorReason } from '../../../shared/api-errors';
import type { OrderDto } from '../../../shared/order.schema';
import { isOpenOrder } from '../../../shared/order-status';
import { type MovePickupBody, pickupMoveMessages } from '../../../shared/pickup-move';
import {
  formatSlot,
  type PickupSlot,
  pickupRulesOf,
  slotState,
  upcomingSlots,
} from '../../../shared/pickup-slots';
import { savesCard } from '../../../shared/saved-cards';
import { AppError } from '../../lib/app-error';
import type { OrderViewer } from '../../lib/order-viewer';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SlotBookingsRepo } from './slot-bookings.repo';

interface PickupMoveDeps {
  repo: OrdersRepo;
  slotBookings: SlotBookingsRepo;
  access: OrderAccess;
  notify: OrderNotifications;
  now: () => Date;
}

function refuse(reason: ErrorReason, message: string): never {
  throw new AppError('CONFLICT', message, { reason });
}

/** The card rules of decision 028: a hold lapses after 7 days, so a card order stays a near pickup. */
function checkCardRules(record: OrderRecord, target: PickupSlot, at: Date) {
  const { order } = record;
  if (order.paymentMethod !== 'card') return;
  const heldAt = order.paymentStatus === 'authorized' ? order.createdAt : at;
  if (savesCard(target.startsAt, at) || savesCard(target.startsAt, heldAt)) {
    refuse('PICKUP_CARD_RULES', pickupMoveMessages.farCard);
  }
}

export function createPickupMove({ repo, slotBookings, access, notify, now }: PickupMoveDeps) {
  /** The checks and the write, in one transaction; answers with the old and new pickups. */
  function apply(id: string, toSlotStart: Date) {
    return repo.inTransaction(async () => {
      const at = now();
      // The seller held first, then the order read again: it is what the checks and the write see.
      await repo.holdSellers([(await access.load(id)).order.crabberId]);
      const record = await access.load(id);
      const { order, crabber, items } = record;
      // Open but not yet ready: a ready order is packed for its day, and only the seller moves it.
      if (!isOpenOrder(order.status) || order.status === 'ready') {
        refuse('PICKUP_NOT_MOVABLE', pickupMoveMessages.notOpen);
      }
      const rules = pickupRulesOf(crabber, await slotBookings.closedDatesOf(crabber.id, at));
      const from = order.pickupSlotStart;
      const fromEnd = order.pickupSlotEnd;
      if (!from || !fromEnd || at.getTime() > from.getTime() - rules.orderCutoffHours * 3_600_000) {
        refuse('PICKUP_CUTOFF_PASSED', pickupMoveMessages.pastCutoff);
      }
      if (from.getTime() === toSlotStart.getTime()) refuse('PICKUP_SAME', pickupMoveMessages.samePickup);
      const catchIds = [...new Set(items.flatMap((item) => item.catchId ?? []))];
      const listings = await repo.listingsByIds(catchIds);
      if (listings.length === 0) refuse('PICKUP_NOT_OFFERED', pickupMoveMessages.notOffered);
      // Offered by every listing of the order, as checkout asks each line's window of its listing.
      const target = upcomingSlots(listings[0]!.pickupWindows, at).find(
        (slot) =>
          slot.startsAt.getTime() === toSlotStart.getTime() &&
          listings.every((listing) =>
            listing.pickupWindows.some((w) => w.start === slot.window.start && w.end === slot.window.end),
          ),
      );
      if (!target) refuse('PICKUP_NOT_OFFERED', pickupMoveMessages.notOffered);
      const booked = (await slotBookings.bookingsOf(crabber.id, at))(target.startsAt);
      for (const listing of listings) {
        const state = slotState(target, listing.expiresAt, at, rules, booked);
        if (state === 'afterExpiry')
          refuse('PICKUP_AFTER_EXPIRY', pickupMoveMessages.afterExpiry(listing.title));
        if (state === 'full') refuse('PICKUP_FULL', pickupMoveMessages.targetFull);
        if (state !== 'open') refuse('PICKUP_CLOSED', pickupMoveMessages.targetClosed);
      }
      checkCardRules(record, target, at);
      if (!(await repo.moveToSlot(id, order.status, target, order.status))) {
        refuse('PICKUP_NOT_MOVABLE', pickupMoveMessages.notOpen);
      }
      return {
        oldPickup: formatSlot({ startsAt: from, endsAt: fromEnd }),
        newPickup: formatSlot(target),
      };
    });
  }

  return {
    /** The buyer's own move; the seller is told. Anyone else gets the order routes' 404 or 403. */
    async movePickup(viewer: OrderViewer, id: string, body: MovePickupBody): Promise<OrderDto> {
      const { role } = await access.loadFor(viewer, id);
      if (role !== 'buyer')
        throw new AppError('FORBIDDEN', 'Only the buyer can move the pickup of an order.');
      const { oldPickup, newPickup } = await apply(id, new Date(body.toSlotStart));
      const record = await access.load(id);
      await notify.pickupMovedByBuyer(record, oldPickup, newPickup);
      return toOrderDto(record, 'buyer');
    },
  };
}
