/**
 * Orders: checkout turns the buyer's cart into one order per seller and pickup window, taking
 * stock atomically; the status machine of src/shared/order-status.ts moves them on; card orders
 * are paid through the payment provider and refunded when cancelled after payment.
 */

import { CARD_PAYMENT_WINDOW_MINUTES } from '../../../shared/order-status';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import { createBuyerArrival } from './buyer-arrival';
import { createCardCapture } from './card-capture';
import { createCardPayment } from './card-payment';
import { createCheckout } from './checkout';
import { createCreditNoteRefunds } from './credit-note-refunds';
import { createCreditNotes } from './credit-notes';
import { createOrderAccess } from './order-access';
import { createOrderCalendars } from './order-calendar';
import { createOrderNotifications } from './order-notifications';
import { createOrderReads } from './order-reads';
import { createOrderStatusChanges } from './order-status-changes';
import { createOrderSweeps } from './order-sweeps';
import type { OrdersRepo } from './orders.repo';
import { createPaymentReconciliation } from './payment-reconciliation';
import { createPaymentSettlement } from './payment-settlement';
import { createPickupCheckIn } from './pickup-checkin';
import { createPickupDays } from './pickup-day';
import { createPickupMove } from './pickup-move';
import { createPickupReminders } from './pickup-reminders';
import { createRunningLate } from './running-late';
import { createSaleAccess } from './sale-access';
import { createSavedCards } from './saved-cards';
import { createShortLines } from './short-lines';
import type { SlotBookingsRepo } from './slot-bookings.repo';
import { createWeatherOut } from './weather-out';
import { createWeighLines } from './weigh-lines';

/** A short line's card refund that failed is sent again by the sweep once it is this old. */
const UNSENT_REFUND_GRACE_MS = 5 * 60_000;

/** Who is asking: the signed-in user and, for sellers, their seller profile. */
export { type OrderViewer, viewerOf } from '../../lib/order-viewer';

interface OrdersServiceDeps {
  repo: OrdersRepo;
  /** How long an unpaid card order holds its stock; CARD_PAYMENT_WINDOW_MINUTES by default. */
  cardPaymentWindowMinutes?: number;
  slotBookings: SlotBookingsRepo;
  notifications: NotificationsService;
  payments: PaymentProvider;
  logger: Logger;
  /** The public origin of the links in order e-mails. */
  siteOrigin: string;
  now?: () => Date;
  /** What else learns of a card charged at the dock (card-capture.ts). */
  afterCapture?: (intentId: string) => Promise<void>;
}

export function createOrdersService({
  repo,
  cardPaymentWindowMinutes = CARD_PAYMENT_WINDOW_MINUTES,
  slotBookings,
  notifications,
  payments,
  logger,
  siteOrigin,
  now = () => new Date(),
  afterCapture,
}: OrdersServiceDeps) {
  const notify = createOrderNotifications(notifications, logger, siteOrigin);
  const { load, loadFor } = createOrderAccess(repo);
  const settle = createPaymentSettlement({ repo, payments, load, logger });
  const captureCard = createCardCapture({ repo, payments, now, afterCapture });
  const { cancel, updateStatus } = createOrderStatusChanges({
    repo,
    load,
    loadFor,
    settle,
    notify,
    now,
    captureCard,
  });
  const { recordSucceededPayment, reconcilePayment } = createPaymentReconciliation({
    repo,
    payments,
    logger,
    load,
    settle,
    cancel,
    notify,
    now,
  });

  const sweeps = createOrderSweeps({
    repo,
    payments,
    load,
    settle,
    cancel,
    recordSucceededPayment,
    notify,
    now,
    cardPaymentWindowMinutes,
  });
  const authorise = createSaleAccess(load);
  const savedCards = createSavedCards({ repo, payments, load, notify, logger, now });
  const refunds = createCreditNoteRefunds(repo, payments);

  const checkout = createCheckout({ repo, slotBookings, load, notify, now });

  return {
    ...checkout,
    /**
     * A standing order's order: a card one near enough is held at once, then the seller hears of it.
     * A declined card is told to both instead (savedCardDeclined) and the order waits for the
     * buyer's payment, reaching the seller as any card order does once paid.
     */
    async announcePlaced(orderId: string): Promise<void> {
      if ((await savedCards.holdIfDue(orderId)) === 'declined') return;
      await checkout.announcePlaced(orderId);
    },
    ...createOrderReads(repo, loadFor),
    ...createOrderCalendars(loadFor, siteOrigin, now),
    /** The buyer's "I'm here" at the dock, told to the seller. */
    ...createBuyerArrival({ repo, loadFor, notify, now }),
    /** Bay weather: a day's (or one pickup's) open orders cancelled or moved at once. */
    weatherOut: createWeatherOut({
      repo,
      slotBookings,
      load,
      settle,
      notify,
      now,
    }),
    ...createPickupDays(repo, slotBookings),
    /** The buyer's own move to another pickup of the same listing(s), until the cut-off. */
    ...createPickupMove({ repo, slotBookings, access: { load, loadFor }, notify, now }),
    updateStatus,
    /** A seller's orders by the reference they read out or text (READY <code>). */
    sellerOrderIdsByCode: repo.sellerOrderIdsByCode,
    /** A seller's LATE text: the buyers of a pickup told its new time. */
    ...createRunningLate({ load, notify }),
    /** At the dock: the pass check, the day's list for the offline check, and its check-ins. */
    ...createPickupCheckIn({ repo, notify, now, captureCard }),
    ...createCardPayment({
      repo,
      payments,
      load,
      loadFor,
      recordSucceededPayment,
      reconcilePayment,
      savedCards,
      now,
    }),
    /** Far pickups: a saved card recorded, and held by the sweep at the order's cut-off. */
    recordSavedCard: savedCards.recordSavedCard,
    sweepSavedCards: savedCards.sweepSavedCards,
    recordSucceededPayment,
    reconcilePayment,
    /** After checkout: lines marked short and partial refunds (credit notes). */
    ...createShortLines({ repo, load, authorise, settle, refunds, notify, logger, now }),
    ...createCreditNotes({ repo, load, authorise, refunds, notify }),
    /** Per-pound lines weighed at the dock. */
    ...createWeighLines({ repo, load, authorise, notify }),
    /** Whether the actor may mark short or refund, checked before a request body is read. */
    assertSaleAccess: async (...args: Parameters<typeof authorise>) => {
      await authorise(...args);
    },
    ...sweeps,
    ...createPickupReminders({ repo, notify, now }),
    /** Also sends again the card refunds of short lines that failed (credit-note-refunds.ts). */
    async sweepCardPayments() {
      const done = await sweeps.sweepCardPayments();
      await refunds.resendUnsent(new Date(now().getTime() - UNSENT_REFUND_GRACE_MS), load, logger);
      return done;
    },
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
