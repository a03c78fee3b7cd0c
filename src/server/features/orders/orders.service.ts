/**
 * Orders: checkout turns the buyer's cart into one order per seller and pickup window, taking
 * stock atomically; the status machine of src/shared/order-status.ts moves them on; card orders
 * are paid through the payment provider and refunded when cancelled after payment.
 */

import { cashHoldProblem } from '../../../shared/cash-holds';
import { isListingAvailable, isSellerListed } from '../../../shared/listing-availability';
import { cartMessages, notEnoughStockMessage, unavailableCatchMessage } from '../../../shared/messages/cart';
import { orderMessages } from '../../../shared/messages/order';
import { pickupMessages } from '../../../shared/messages/pickup';
import { centsToDecimal } from '../../../shared/money';
import type { OrderDto, PaymentIntentDto, PlacedOrdersDto } from '../../../shared/order.schema';
import { groupIntoOrders, priceOrder } from '../../../shared/order-pricing';
import {
  CARD_PAYMENT_WINDOW_MINUTES,
  isAwaitingCardPayment,
  isUnpaidCardOrder,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
  shortOrderId,
  transitionError,
} from '../../../shared/order-status';
import { generatePickupCode } from '../../../shared/pickup-code';
import type { PickupDayDto } from '../../../shared/pickup-day';
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
import type { PaymentIntentInfo, PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { newPassToken } from '../../lib/pass-token';
import { logSecurityEvent } from '../../lib/security-log';
import type { NotificationsService } from '../notifications/notifications.service';
import { toOrderDto } from './order.mapper';
import { type CancelledBy, createOrderNotifications } from './order-notifications';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import { createPickupCheckIn } from './pickup-checkin';
import { pickupDayOf } from './pickup-day';
import type { SlotBookingsRepo } from './slot-bookings.repo';
import { createWeatherOut } from './weather-out';

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

/** Who is asking: the signed-in user and, for sellers, their seller profile. */
export interface OrderViewer {
  userId: string;
  crabberId: string | null;
}

export function viewerOf(user: { id: string; crabberProfile: { id: string } | null }): OrderViewer {
  return { userId: user.id, crabberId: user.crabberProfile?.id ?? null };
}

interface OrdersServiceDeps {
  repo: OrdersRepo;
  /** How long an unpaid card order holds its stock; CARD_PAYMENT_WINDOW_MINUTES by default. */
  cardPaymentWindowMinutes?: number;
  slotBookings: SlotBookingsRepo;
  notifications: NotificationsService;
  payments: PaymentProvider;
  logger: Logger;
  now?: () => Date;
}

function roleOf(record: OrderRecord, viewer: OrderViewer): OrderActor | null {
  if (viewer.crabberId !== null && record.order.crabberId === viewer.crabberId) return 'seller';
  if (record.order.buyerId === viewer.userId) return 'buyer';
  return null;
}

export function createOrdersService({
  repo,
  cardPaymentWindowMinutes = CARD_PAYMENT_WINDOW_MINUTES,
  slotBookings,
  notifications,
  payments,
  logger,
  now = () => new Date(),
}: OrdersServiceDeps) {
  const notify = createOrderNotifications(notifications, logger);

  async function load(id: string): Promise<OrderRecord> {
    const record = await repo.findById(id);
    if (!record) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return record;
  }

  /** The order if the viewer is its buyer or its seller; to anyone else it does not exist. */
  async function loadFor(
    viewer: OrderViewer,
    id: string,
  ): Promise<{ record: OrderRecord; role: OrderActor }> {
    const record = await load(id);
    const role = roleOf(record, viewer);
    if (!role) throw new AppError('NOT_FOUND', orderMessages.notFound);
    return { record, role };
  }

  async function refund(record: OrderRecord): Promise<boolean> {
    const intentId = record.order.paymentIntentId;
    if (!intentId) return false;
    await payments.refundIntent(intentId, `refund-order-${record.order.id}`);
    return await repo.markRefunded(record.order.id);
  }

  /**
   * Stops a card payment of a cancelled order: an unpaid intent is cancelled, a paid one refunded.
   * Returns whether money went back to the buyer.
   */
  async function settleCancelledPayment(record: OrderRecord): Promise<boolean> {
    const intentId = record.order.paymentIntentId;
    if (record.order.paymentMethod !== 'card' || !intentId) return false;
    try {
      if (record.order.paymentStatus === 'paid') return await refund(record);
      const intent = await payments.retrieveIntent(intentId);
      if (intent?.status === 'succeeded') {
        // Paid while it was being cancelled: record the payment, then give it back.
        await repo.markPaid(record.order.id, intent.id, intent.chargeId);
        if (intent.refunded) return await repo.markRefunded(record.order.id);
        return await refund(await load(record.order.id));
      }
      if (intent && intent.status !== 'canceled') await payments.cancelIntent(intentId);
      return false;
    } catch (error) {
      // The order stays cancelled; the periodic sweep retries the refund with the same key.
      logger.error('settling the payment of a cancelled order failed', { orderId: record.order.id, error });
      return false;
    }
  }

  /** Cancels an order still in `record`'s status and puts its stock back, in one transaction. */
  async function cancel(record: OrderRecord, by: CancelledBy): Promise<OrderRecord> {
    await repo.inTransaction(async () => {
      if (!(await repo.updateStatus(record.order.id, record.order.status, 'cancelled'))) {
        throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
      }
      for (const item of record.items) if (item.catchId) await repo.returnStock(item.catchId, item.qty);
    });
    const refunded = await settleCancelledPayment(await load(record.order.id));
    const cancelled = await load(record.order.id);
    await notify.cancelled(cancelled, by, refunded);
    return cancelled;
  }

  /**
   * Why a succeeded intent cannot pay this order, or null when it can: it must be the order's own
   * intent, for the order's amount, in dollars, and from the configured mode (test or live).
   */
  function paymentMismatch(record: OrderRecord, intent: PaymentIntentInfo): string | null {
    if (record.order.paymentIntentId !== intent.id) return 'not the order’s payment intent';
    if (intent.amountCents !== record.order.amountTotalCents) return 'amount differs from the order total';
    if (intent.currency !== 'usd') return 'currency is not usd';
    if (intent.livemode !== payments.livemode) return 'livemode differs from the configuration';
    return null;
  }

  async function findPaidOrder(intent: PaymentIntentInfo): Promise<OrderRecord | undefined> {
    return (
      (await repo.findById(intent.metadata.referenceId ?? '')) ?? (await repo.findByPaymentIntent(intent.id))
    );
  }

  /** Records a succeeded payment of an order once; a repeat of the same news changes nothing. */
  async function recordSucceededPayment(intent: PaymentIntentInfo): Promise<boolean> {
    if (intent.metadata.purpose !== 'order' || intent.status !== 'succeeded') return false;
    const record = await findPaidOrder(intent);
    if (!record) {
      logger.warn('payment for an unknown order', { intentId: intent.id });
      return false;
    }
    const mismatch = paymentMismatch(record, intent);
    if (mismatch) {
      logSecurityEvent(logger, 'payment_mismatch', {
        orderId: record.order.id,
        intentId: intent.id,
        reason: mismatch,
        amountCents: intent.amountCents,
        currency: intent.currency,
        livemode: intent.livemode,
      });
      return false;
    }
    if (!(await repo.markPaid(record.order.id, intent.id, intent.chargeId))) return false;
    const paid = await load(record.order.id);
    if (paid.order.status === 'cancelled') {
      await settleCancelledPayment(paid);
      return true;
    }
    await notify.placed(paid);
    await notify.paymentReceived(paid);
    return true;
  }

  /**
   * Brings an order to the state of its intent as the provider reports it now, whatever event
   * announced it and in whatever order events came: succeeded pays it, a refund (made here or in
   * the provider's dashboard) marks it refunded, a canceled intent cancels the unpaid order and
   * returns its stock at once. Nothing moves a paid order back to unpaid. `unknown-order` means
   * the order (or its recorded intent) is not there yet, so the caller should try again later.
   */
  async function reconcilePayment(intent: PaymentIntentInfo): Promise<'applied' | 'unknown-order'> {
    if (intent.metadata.purpose !== 'order') return 'applied';
    const record = await findPaidOrder(intent);
    if (!record?.order.paymentIntentId) return 'unknown-order';
    const { order } = record;
    if (intent.status === 'succeeded' && intent.refunded) {
      if (paymentMismatch(record, intent)) {
        await recordSucceededPayment(intent); // logs the mismatch, changes nothing
        return 'applied';
      }
      // Refunded outside BayCatch: the order shows the refund; a payment never announced is not
      // announced now.
      await repo.markPaid(order.id, intent.id, intent.chargeId);
      if (await repo.markRefunded(order.id))
        logger.info('order refunded at the provider', { orderId: order.id });
      return 'applied';
    }
    if (intent.status === 'succeeded') {
      await recordSucceededPayment(intent);
      return 'applied';
    }
    const ownUnpaidIntent =
      order.paymentIntentId === intent.id &&
      order.status === 'confirmed' &&
      (order.paymentStatus === 'unpaid' || order.paymentStatus === 'pending');
    if (intent.status === 'canceled' && ownUnpaidIntent) {
      try {
        await cancel(record, 'system');
      } catch (error) {
        // Cancelled or moved on meanwhile by someone else: nothing is left to release.
        if (!(error instanceof AppError)) throw error;
      }
    }
    return 'applied';
  }

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
          if (
            !isListingAvailable(listing, at) ||
            !isSellerListed({ ...crabber, suspendedAt: sellerSuspendedAt })
          ) {
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
          if (!(await repo.takeStock(listing.id, line.qty, at))) {
            throw new AppError('CONFLICT', notEnoughStockMessage(listing));
          }
        }
        const ids: string[] = [];
        for (const group of groups) {
          const seller = group.lines[0]!.crabber;
          const amounts = priceOrder(
            group.lines.map((row) => ({ unitPriceCents: row.catch.unitPriceCents, qty: row.line.qty })),
            paymentMethod,
          );
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
          });
          await repo.insertItems(
            group.lines.map((row) => ({
              orderId: order.id,
              catchId: row.catch.id,
              title: row.catch.title,
              species: row.catch.species,
              unitType: row.catch.unitType,
              unitPriceCents: row.catch.unitPriceCents,
              qty: row.line.qty,
            })),
          );
          ids.push(order.id);
        }
        await repo.clearCartLines(
          buyerId,
          lines.map((row) => row.line.id),
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

    async getOrder(viewer: OrderViewer, id: string): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      return toOrderDto(record, role);
    },

    /** 'My Orders': the buyer's own orders, newest first. */
    async listBuyerOrders(buyerId: string): Promise<OrderDto[]> {
      return (await repo.listForBuyer(buyerId)).map((record) => toOrderDto(record, 'buyer'));
    },

    /** The seller's orders, newest first (the dashboard's Recent Orders). */
    /** Bay weather: a day's (or one pickup's) open orders cancelled or moved at once. */
    weatherOut: createWeatherOut({
      repo,
      slotBookings,
      load,
      settle: settleCancelledPayment,
      notify,
      now,
    }),

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

    async listSellerOrders(crabberId: string): Promise<OrderDto[]> {
      return (await repo.listForSeller(crabberId)).map((record) => toOrderDto(record, 'seller'));
    },

    /** An order the viewer is not party to is not found: checked before a request body is read. */
    async assertVisible(viewer: OrderViewer, id: string): Promise<void> {
      await loadFor(viewer, id);
    },

    /** The order and the viewer's side of it, for what is built on an order (its messages); 404 to anyone else. */
    participation(viewer: OrderViewer, id: string): Promise<{ record: OrderRecord; role: OrderActor }> {
      return loadFor(viewer, id);
    },

    async updateStatus(viewer: OrderViewer, id: string, status: OrderStatus): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      if (role === 'buyer' && status !== 'cancelled')
        throw new AppError('FORBIDDEN', orderMessages.sellerOnly);
      const refused = transitionError(record.order.status, status, role);
      if (refused) throw new AppError('CONFLICT', refused);
      if (status === 'cancelled') return toOrderDto(await cancel(record, role), role);

      if (isUnpaidCardOrder(record.order)) throw new AppError('CONFLICT', orderMessages.awaitingCardPayment);
      // Handing over a cash order at the dock is when its payment is collected.
      const collected = status === 'completed' && record.order.paymentMethod === 'cash' ? 'paid' : undefined;
      if (!(await repo.updateStatus(id, record.order.status, status, collected))) {
        throw new AppError('CONFLICT', orderMessages.changedMeanwhile);
      }
      const updated = await load(id);
      await notify.statusChanged(updated, status);
      return toOrderDto(updated, role);
    },

    /** At the dock: the pass check, the day's list for the offline check, and its check-ins. */
    ...createPickupCheckIn({ repo, notify, now }),

    /** The card payment of the buyer's own unpaid card order; asking again returns the same one. */
    async createPaymentIntent(buyerId: string, id: string): Promise<PaymentIntentDto> {
      const record = await load(id);
      if (record.order.buyerId !== buyerId) throw new AppError('NOT_FOUND', orderMessages.notFound);
      const { order, crabber } = record;
      if (!isAwaitingCardPayment(order)) {
        if (order.paymentMethod !== 'card') throw new AppError('CONFLICT', orderMessages.notCardOrder);
        if (order.status === 'cancelled') throw new AppError('CONFLICT', orderMessages.cancelledOrder);
        throw new AppError('CONFLICT', orderMessages.alreadyPaid);
      }
      const answer = (intent: PaymentIntentInfo): PaymentIntentDto => ({
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: centsToDecimal(order.amountTotalCents),
        fees: centsToDecimal(order.feesCents),
      });

      let idempotencyKey = `order-${order.id}`;
      if (order.paymentIntentId) {
        const existing = await payments.retrieveIntent(order.paymentIntentId);
        if (existing?.status === 'succeeded') {
          await recordSucceededPayment(existing);
          throw new AppError('CONFLICT', orderMessages.alreadyPaid);
        }
        if (existing && existing.status !== 'canceled') return answer(existing);
        idempotencyKey = `order-${order.id}-after-${order.paymentIntentId}`;
      }
      // The seller is paid by destination charge. An account that lost its charges since checkout
      // (Stripe disabled it) takes no payment: the buyer is told to cancel and pay cash instead
      // (docs/decisions/010-card-only-for-sellers-who-can-take-it.md).
      if (!acceptsCardPayments(crabber.stripeAccountStatus) || !crabber.stripeAccountId) {
        throw new AppError('CONFLICT', orderMessages.cardNoLongerTaken(crabber.displayName));
      }
      const intent = await payments.createIntent({
        amountCents: order.amountTotalCents,
        applicationFeeCents: order.feesCents,
        destinationAccountId: crabber.stripeAccountId,
        purpose: 'order',
        referenceId: order.id,
        description: `BayCatch order #${shortOrderId(order.id)} from ${crabber.displayName}`,
        idempotencyKey,
      });
      await repo.recordPaymentIntent(order.id, intent.id);
      return answer(intent);
    },

    /**
     * Asks the provider how the order's payment stands and records a success. The payment page
     * calls it after the card form reports success, so the order shows paid even before a
     * webhook arrives; the webhook then changes nothing.
     */
    async syncPayment(viewer: OrderViewer, id: string): Promise<OrderDto> {
      const { record, role } = await loadFor(viewer, id);
      if (record.order.paymentIntentId && record.order.paymentStatus === 'pending') {
        const intent = await payments.retrieveIntent(record.order.paymentIntentId);
        if (intent) await reconcilePayment(intent);
      }
      return toOrderDto(await load(id), role);
    },

    recordSucceededPayment,
    reconcilePayment,

    /**
     * Cash orders nobody collected by the end of their pickup plus the seller's grace period lapse
     * as no-shows: their stock goes back to listings still on sale, and buyer and seller are told.
     */
    async sweepNoShows(): Promise<{ noShows: number }> {
      const at = now();
      let noShows = 0;
      for (const id of await repo.listNoShows(at)) {
        const record = await load(id);
        const lapsed = await repo.inTransaction(async () => {
          if (!(await repo.updateStatus(id, record.order.status, 'no_show'))) return false;
          for (const item of record.items) {
            if (item.catchId) await repo.returnStockIfSellable(item.catchId, item.qty, at);
          }
          return true;
        });
        if (!lapsed) continue;
        noShows += 1;
        await notify.noShow(await load(id));
      }
      return { noShows };
    },

    /**
     * The periodic sweep: card orders left unpaid past the payment window are cancelled and their
     * stock returned; cancelled orders whose refund failed earlier are refunded now.
     */
    async sweepCardPayments(): Promise<{ cancelled: number }> {
      let cancelled = 0;
      for (const id of await repo.listUnpaidCardOrders(
        new Date(now().getTime() - cardPaymentWindowMinutes * 60_000),
      )) {
        const record = await load(id);
        const intentId = record.order.paymentIntentId;
        const intent = intentId ? await payments.retrieveIntent(intentId) : null;
        if (intent?.status === 'succeeded') {
          await recordSucceededPayment(intent);
          continue;
        }
        if (intent?.status === 'processing') continue;
        try {
          await cancel(record, 'system');
          cancelled += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      const cancelledButPaid: OrderRecord[] = [];
      for (const id of await repo.listCancelledButPaid()) cancelledButPaid.push(await load(id));
      for (const record of cancelledButPaid) await settleCancelledPayment(record);
      return { cancelled };
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
