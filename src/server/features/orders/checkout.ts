/**
 * Checkout: the buyer's cart becomes one order per seller and pickup window, its stock taken
 * atomically.
 */

import { cashHoldProblem } from '../../../shared/cash-holds';
import { lineTraceOf } from '../../../shared/line-trace';
import { isListingOnSale, isSellerListed } from '../../../shared/listing-availability';
import { cartMessages, notEnoughStockMessage, unavailableCatchMessage } from '../../../shared/messages/cart';
import { listingMessages } from '../../../shared/messages/listing';
import { orderMessages } from '../../../shared/messages/order';
import type { PlacedOrdersDto } from '../../../shared/order.schema';
import { groupIntoOrders } from '../../../shared/order-pricing';
import type { PaymentMethod } from '../../../shared/order-status';
import { generatePickupCode } from '../../../shared/pickup-code';
import {
  formatSlot,
  localDateOf,
  nextOpenSlot,
  type PickupRules,
  type PickupSlot,
  pickupRulesOf,
  pickupTimeText,
  type SlotBookings,
  slotState,
} from '../../../shared/pickup-slots';
import { acceptsCardPayments } from '../../../shared/roles';
import { authorizeAtOf, savesCard } from '../../../shared/saved-cards';
import { estimatedAmounts, saleLineOf } from '../../../shared/weighed-lines';
import { AppError } from '../../lib/app-error';
import { newPassToken } from '../../lib/pass-token';
import { toOrderDto } from './order.mapper';
import type { OrderAccess } from './order-access';
import type { OrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { SlotBookingsRepo } from './slot-bookings.repo';

type CheckoutLine = Awaited<ReturnType<OrdersRepo['listCartForCheckout']>>[number];

/**
 * A cart line's dated slot. A line saved before dated pickups takes its window's next open slot,
 * so every order names its date; null when none is open before the catch expires.
 */
function slotOfLine(
  { line, catch: listing }: CheckoutLine,
  at: Date,
  rules: PickupRules,
  bookings: SlotBookings,
): PickupSlot | null {
  if (!line.pickupSlotStart || !line.pickupSlotEnd) {
    return nextOpenSlot(line.selectedPickupWindow, listing.expiresAt, at, rules, bookings);
  }
  return {
    window: line.selectedPickupWindow,
    date: localDateOf(line.pickupSlotStart),
    startsAt: line.pickupSlotStart,
    endsAt: line.pickupSlotEnd,
  };
}

interface CheckoutDeps {
  repo: OrdersRepo;
  slotBookings: SlotBookingsRepo;
  load: OrderAccess['load'];
  notify: OrderNotifications;
  now: () => Date;
}

export function createCheckout({ repo, slotBookings, load, notify, now }: CheckoutDeps) {
  return {
    /**
     * Checkout. In one transaction: read the cart with current prices, check every line, take the
     * stock with conditional decrements, write the orders with item snapshots, empty the cart.
     * Any failure rolls all of it back, so too little stock takes nothing.
     */
    async placeOrders(buyerId: string, paymentMethod: PaymentMethod): Promise<PlacedOrdersDto> {
      const at = now();
      const orderIds = await repo.inTransaction(async () => {
        // The buyer's cart and open cash orders, then the sellers' slots, are checked and written
        // by one checkout at a time: no other checkout can fill a slot between this count and the
        // orders written below.
        await repo.holdBuyer(buyerId);
        const cart = await repo.listCartForCheckout(buyerId);
        if (cart.length === 0) throw new AppError('BAD_REQUEST', cartMessages.emptyCart);
        const ids = await placeLines(buyerId, paymentMethod, cart, at);
        await repo.clearCartLines(
          buyerId,
          cart.map((row) => row.line.id),
        );
        return ids;
      });
      const records: OrderRecord[] = [];
      for (const id of orderIds) records.push(await load(id));
      // A card order only reaches the seller once it is paid (recordSucceededPayment).
      if (paymentMethod === 'cash') for (const record of records) await notify.placed(record);
      const dtos = records.map((record) => toOrderDto(record, 'buyer'));
      return { ...dtos[0]!, orders: dtos };
    },

    /**
     * A standing order's week (features/standing-orders): one line of one listing for one dated
     * slot, placed as checkout places a cart, with every check a cart line has. Joins the caller's
     * transaction, so the caller's once-a-week record commits with the order or not at all. A card
     * standing order's order is paid with the card saved at set-up, as a far pickup's is
     * (decision 028): held at once when the pickup is near enough, at the cut-off when it is not.
     */
    async placeStanding(input: {
      buyerId: string;
      standingOrderId: string;
      paymentMethod: PaymentMethod;
      catchId: string;
      qty: number;
      slot: PickupSlot;
      /** A card standing order's saved card (its setup intent). */
      savedCardSetupId?: string | null;
    }): Promise<string> {
      const at = now();
      return repo.inTransaction(async () => {
        await repo.holdBuyer(input.buyerId);
        const listing = await repo.listingForCheckout(input.catchId);
        if (!listing) throw new AppError('CONFLICT', listingMessages.notFound);
        const line = {
          id: input.standingOrderId,
          userId: input.buyerId,
          catchId: input.catchId,
          qty: input.qty,
          selectedPickupWindow: input.slot.window,
          pickupSlotStart: input.slot.startsAt,
          pickupSlotEnd: input.slot.endsAt,
          createdAt: at,
        };
        const [id] = await placeLines(input.buyerId, input.paymentMethod, [{ ...listing, line }], at, {
          standingOrderId: input.standingOrderId,
        });
        if (input.paymentMethod === 'card' && input.savedCardSetupId) {
          const startsAt = input.slot.startsAt;
          const authorizeAt = savesCard(startsAt, at)
            ? authorizeAtOf(startsAt, listing.crabber.orderCutoffHours)
            : at;
          await repo.recordSetupIntent(id!, input.savedCardSetupId);
          await repo.markCardSaved(id!, input.savedCardSetupId, authorizeAt);
        }
        return id!;
      });
    },

    /**
     * After a standing order's order committed: the seller hears of it at once, a card order too (its
     * card is saved, as a far pickup's is when the seller hears of it).
     */
    async announcePlaced(orderId: string): Promise<void> {
      await notify.placed(await load(orderId));
    },
  };

  /**
   * Checks every line and writes the orders, inside the caller's transaction with the buyer held:
   * the listing still on sale, the window still offered, the slot open (cut-off, capacity, closed
   * days, expiry), the buyer's cash caps; then the stock taken and the orders written.
   */
  async function placeLines(
    buyerId: string,
    paymentMethod: PaymentMethod,
    cart: CheckoutLine[],
    at: Date,
    origin: { standingOrderId?: string } = {},
  ): Promise<string[]> {
    await repo.holdSellers(cart.map((row) => row.crabber.id));
    const bookingsBySeller = new Map<string, SlotBookings>();
    const bookingsOf = async (crabberId: string) => {
      let bookings = bookingsBySeller.get(crabberId);
      if (!bookings) {
        bookings = await slotBookings.bookingsOf(crabberId, at);
        bookingsBySeller.set(crabberId, bookings);
      }
      return bookings;
    };
    const rulesOf = async (crabber: CheckoutLine['crabber']) =>
      pickupRulesOf(crabber, await slotBookings.closedDatesOf(crabber.id, at));
    const lines: (CheckoutLine & { slot: PickupSlot | null })[] = [];
    for (const row of cart) {
      lines.push({
        ...row,
        slot: slotOfLine(row, at, await rulesOf(row.crabber), await bookingsOf(row.crabber.id)),
      });
    }
    for (const { line, catch: listing, crabber, sellerSuspendedAt, slot } of lines) {
      if (!isListingOnSale(listing, at) || !isSellerListed({ ...crabber, suspendedAt: sellerSuspendedAt })) {
        throw new AppError('CONFLICT', unavailableCatchMessage(listing.title));
      }
      if (paymentMethod === 'card' && !acceptsCardPayments(crabber.stripeAccountStatus)) {
        throw new AppError('CONFLICT', orderMessages.cardNotOffered(crabber.displayName));
      }
      const window = line.selectedPickupWindow;
      if (!listing.pickupWindows.some((w) => w.start === window.start && w.end === window.end)) {
        throw new AppError('CONFLICT', orderMessages.windowNoLongerOffered(listing.title));
      }
      const booked = slot ? (await bookingsOf(crabber.id))(slot.startsAt) : 0;
      const state = slot ? slotState(slot, listing.expiresAt, at, await rulesOf(crabber), booked) : null;
      if (slot && state === 'full') {
        throw new AppError('CONFLICT', cartMessages.slotFull(formatSlot(slot), crabber.displayName));
      }
      if (slot && state === 'dayClosed') {
        throw new AppError('CONFLICT', cartMessages.dayClosed(formatSlot(slot), crabber.displayName));
      }
      if (!slot || state !== 'open') {
        const label = slot ? formatSlot(slot) : pickupTimeText(window, null, null);
        throw new AppError('CONFLICT', orderMessages.slotNoLongerOpen(listing.title, label));
      }
    }
    const groups = groupIntoOrders(lines, (row) => ({
      crabberId: row.crabber.id,
      window: row.line.selectedPickupWindow,
      startsAt: row.slot?.startsAt,
    }));
    // Counted inside the write-locked transaction, so simultaneous checkouts cannot all slip in.
    const tooMuchCash = cashHoldProblem(paymentMethod, await repo.cashHoldsOf(buyerId), {
      newOrders: groups.length,
      lines: lines.map(({ line, catch: listing }) => ({
        catchId: listing.id,
        title: listing.title,
        unitType: listing.unitType,
        qty: line.qty,
      })),
    });
    if (tooMuchCash) throw new AppError('CONFLICT', tooMuchCash);
    for (const { line, catch: listing } of lines) {
      // Units held for this buyer on the waitlist are theirs to buy: back into the stock first.
      await repo.releaseHoldForCheckout(listing.id, buyerId);
      if (!(await repo.takeStock(listing.id, line.qty, at))) {
        throw new AppError('CONFLICT', notEnoughStockMessage(listing));
      }
    }
    const ids: string[] = [];
    for (const group of groups) {
      const seller = group.lines[0]!.crabber;
      const saleLines = group.lines.map((row) => saleLineOf(row.catch, row.line.qty));
      // The order's total is the estimate; a card is authorised up to maxAmounts (payments.md).
      const amounts = estimatedAmounts(saleLines, paymentMethod);
      const order = await repo.insertOrder({
        buyerId,
        crabberId: group.crabberId,
        pickupWindow: group.window,
        pickupSlotStart: group.lines[0]!.slot?.startsAt,
        pickupSlotEnd: group.lines[0]!.slot?.endsAt,
        paymentMethod,
        amountSubtotalCents: amounts.subtotalCents,
        feesCents: amounts.feesCents,
        taxCents: amounts.taxCents,
        amountTotalCents: amounts.totalCents,
        qrCode: generatePickupCode(),
        ...newPassToken(),
        pickupLocationAddress: seller.pickupLocationAddress,
        // The app's clock, as every rule that reads the order's age (reminders, payment windows) does.
        createdAt: at,
        standingOrderId: origin.standingOrderId ?? null,
      });
      for (const row of group.lines) row.catch.lotCode ??= await repo.assignLotCode(row.catch);
      await repo.insertItems(
        group.lines.map((row) => ({
          orderId: order.id,
          catchId: row.catch.id,
          title: row.catch.title,
          species: row.catch.species,
          unitType: row.catch.unitType,
          unitPriceCents: row.catch.unitPriceCents,
          qty: row.line.qty,
          pricing: row.catch.pricing,
          estWeightMinCentilb: row.catch.estWeightMinCentilb,
          estWeightMaxCentilb: row.catch.estWeightMaxCentilb,
          lotCode: row.catch.lotCode,
          trace: lineTraceOf(row.catch),
        })),
      );
      ids.push(order.id);
    }
    return ids;
  }
}
