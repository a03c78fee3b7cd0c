/**
 * Who hears about what happens to an order: the seller when an order arrives (for card orders,
 * once paid) and when the buyer cancels; the buyer at every status change, above all when the
 * order is ready. Each goes in-app and by e-mail. A failure to notify never undoes the change.
 */
import { cardHeldLabel, cardReleasedText } from '../../../shared/card-holds';
import { lateSmsText, orderSmsTexts, smsText } from '../../../shared/messages/sms';
import { formatUsd } from '../../../shared/money';
import type { OrderStatus } from '../../../shared/order-status';
import { cardSavedLabel } from '../../../shared/saved-cards';
import { finalAmounts } from '../../../shared/weighed-lines';
import { centilbToLb } from '../../../shared/weights';
import type { Logger } from '../../lib/logger';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { buyerNameOf, itemsSummaryOf, orderReference, windowTextOf } from './order.mapper';
import { confirmationText, receiptText } from './order-emails';
import { createPaymentNotifications } from './order-payment-notifications';
import { textOf, toBuyer, toSeller } from './order-recipients';
import type { OrderRecord } from './orders.repo';
import { type ShortNotice, shortNoticeText } from './short-notice';

export type CancelledBy = 'buyer' | 'seller' | 'system';

export function createOrderNotifications(
  notifications: NotificationsService,
  logger: Logger,
  /** The public origin every e-mailed link starts with. */
  siteOrigin: string,
) {
  async function send(input: NotifyInput) {
    try {
      await notifications.notify(input);
    } catch (error) {
      logger.warn('order notification failed', { type: input.type, userId: input.userId, error });
    }
  }

  return {
    /** Card and money: a saved card, a declined one, a payment received, a refund. */
    ...createPaymentNotifications(send, siteOrigin),

    /**
     * The seller hears of the order; a cash order is confirmed to its buyer in writing here (a card
     * order once paid, in paymentReceived). Not pushed: the buyer has just placed it.
     */
    async placed(record: OrderRecord) {
      const paid =
        record.order.paymentMethod === 'cash'
          ? ' Payment in cash at pickup.'
          : record.order.paymentStatus === 'authorized'
            ? ` ${cardHeldLabel(record.order.authorizedCents ?? 0)}.`
            : record.order.authorizeAt
              ? ` ${cardSavedLabel(record.order.authorizeAt)}.`
              : ' Paid by card.';
      const ref = orderReference(record);
      await send(
        toSeller(record, {
          type: 'order_placed',
          title: 'New Order',
          message: `${buyerNameOf(record)} reserved ${itemsSummaryOf(record)} for pickup ${windowTextOf(record)}. Order ${ref}.${paid}`,
        }),
      );
      if (record.order.paymentMethod !== 'cash') return;
      const { recipientRole: _notPushed, ...confirmation } = toBuyer(
        record,
        {
          type: 'order_status',
          title: 'Order Confirmed',
          message: `Your order ${ref} from ${record.crabber.displayName} is confirmed for pickup ${windowTextOf(record)}.`,
        },
        { text: confirmationText(record, siteOrigin, ref) },
      );
      await send(confirmation);
    },

    /** The buyer pressed "I'm here": the seller's phone, not their inbox, is where this helps. */
    buyerArrived(record: OrderRecord) {
      const { email: _notMailed, ...arrived } = toSeller(record, {
        type: 'buyer_arrived',
        title: 'Buyer Arrived',
        message: `${buyerNameOf(record)} is at ${record.order.pickupLocationAddress ?? 'the dock'} for order ${orderReference(record)}.`,
      });
      return send(arrived);
    },

    /** Handed over at the dock: the buyer gets the receipt's number, total and links. */
    completed(record: OrderRecord, receiptNumber: string) {
      const ref = orderReference(record);
      return send(
        toBuyer(
          record,
          {
            type: 'order_status',
            title: 'Order Completed',
            message: `You picked up order ${ref} from ${record.crabber.displayName}. Enjoy your seafood!`,
          },
          {
            subject: `BayCatch: Order Completed, receipt ${receiptNumber}`,
            text: receiptText(record, receiptNumber, siteOrigin, ref),
          },
        ),
      );
    },

    statusChanged(record: OrderRecord, status: OrderStatus) {
      const seller = record.crabber.displayName;
      const ref = orderReference(record);
      if (status === 'preparing') {
        return send(
          toBuyer(record, {
            type: 'order_status',
            title: 'Order Being Prepared',
            message: `${seller} is preparing your order ${ref}.`,
          }),
        );
      }
      if (status === 'ready') {
        const where = record.order.pickupLocationAddress ?? 'the dock';
        return send(
          toBuyer(record, {
            type: 'order_ready',
            title: 'Order Ready for Pickup',
            message: `Your order ${ref} from ${seller} is ready. Show your QR pickup pass at ${where} (${windowTextOf(record)}).`,
            sms: textOf(record, 'ready', orderSmsTexts.ready(ref, seller, where, windowTextOf(record))),
          }),
        );
      }
      return Promise.resolve();
    },

    cancelled(record: OrderRecord, by: CancelledBy, refunded: boolean) {
      const ref = orderReference(record);
      const refund = refunded
        ? ' Your card payment has been refunded.'
        : record.order.paymentStatus === 'released'
          ? ` ${cardReleasedText}`
          : '';
      if (by === 'buyer') {
        return send(
          toSeller(record, {
            type: 'order_cancelled',
            title: 'Order Cancelled',
            message: `${buyerNameOf(record)} cancelled order ${ref}. The stock is back in your listings.`,
          }),
        );
      }
      const why =
        by === 'system'
          ? `Order ${ref} was cancelled because its card payment was not completed.`
          : `${record.crabber.displayName} cancelled your order ${ref}.`;
      return send(
        toBuyer(record, {
          type: 'order_cancelled',
          title: 'Order Cancelled',
          message: `${why}${refund}`,
          // The seller's change of plan; a lapsed card payment is the buyer's own doing.
          ...(by === 'seller' && {
            sms: textOf(record, 'moved', orderSmsTexts.cancelled(ref, record.crabber.displayName, refund)),
          }),
        }),
      );
    },

    /** Both sides hear it: the buyer that the reservation lapsed, the seller that the catch is back on sale. */
    async noShow(record: OrderRecord) {
      const ref = orderReference(record);
      const when = windowTextOf(record);
      await send(
        toBuyer(record, {
          type: 'order_cancelled',
          title: 'Order Not Collected',
          message: `Nobody collected order ${ref} from ${record.crabber.displayName} (${when}), so it was released as a no-show.`,
        }),
      );
      await send(
        toSeller(record, {
          type: 'order_cancelled',
          title: 'Order Not Collected',
          message: `${buyerNameOf(record)} did not collect order ${ref} (${when}). It is marked as a no-show and the catch is back on sale if the listing still is.`,
        }),
      );
    },

    /** Bay weather: the seller cancelled the pickup day; the buyer hears why, and of any refund. */
    cancelledByWeather(record: OrderRecord, reason: string, refunded: boolean) {
      const refund = refunded
        ? ' Your card payment has been refunded.'
        : record.order.paymentStatus === 'released'
          ? ` ${cardReleasedText}`
          : '';
      return send(
        toBuyer(record, {
          type: 'order_cancelled',
          title: 'Pickup Cancelled',
          message: `${record.crabber.displayName} cancelled the pickup of order ${orderReference(record)} (${windowTextOf(record)}): "${reason}".${refund}`,
          sms: textOf(
            record,
            'moved',
            orderSmsTexts.pickupCancelled(orderReference(record), record.crabber.displayName, reason, refund),
          ),
        }),
      );
    },

    /** Bay weather: the seller moved the order to another pickup; the buyer may cancel instead. */
    /** "Ann B. moved order BC-1234 from Sat Nov 28 8:00-12:00 PM to ...": the seller's slot lists changed. */
    pickupMovedByBuyer(record: OrderRecord, oldPickup: string, newPickup: string) {
      return send(
        toSeller(record, {
          type: 'order_status',
          title: 'Pickup Moved by Buyer',
          message: `${buyerNameOf(record)} moved order ${orderReference(record)} from ${oldPickup} to ${newPickup}.`,
        }),
      );
    },

    movedByWeather(record: OrderRecord, newPickup: string, reason: string, orderLink: string) {
      return send(
        toBuyer(record, {
          type: 'order_status',
          title: 'Pickup Moved',
          message: `${record.crabber.displayName} moved the pickup of order ${orderReference(record)} to ${newPickup}: "${reason}". If that does not suit you, cancel it with one click on the order: ${orderLink}`,
          sms: textOf(
            record,
            'moved',
            orderSmsTexts.moved(
              orderReference(record),
              record.crabber.displayName,
              newPickup,
              reason,
              orderLink,
            ),
          ),
        }),
      );
    },

    /** Every per-pound line weighed at the dock: the buyer's record of the weights and the final total. */
    weighed(record: OrderRecord) {
      const ref = orderReference(record);
      const weights = record.items
        .filter((item) => item.finalWeightCentilb !== null)
        .map((item) => `${centilbToLb(item.finalWeightCentilb!)} lb ${item.title}`)
        .join(', ');
      const total = formatUsd(finalAmounts(record.items, record.order.paymentMethod).totalCents);
      const message = `Order ${ref} from ${record.crabber.displayName} weighed in: ${weights}. Final total ${total}.`;
      return send(
        toBuyer(record, {
          type: 'order_status',
          title: 'Final Weight',
          message,
          sms: textOf(record, 'short', smsText(message)),
        }),
      );
    },

    /** The seller texted LATE: the buyer hears the pickup's new time (features/sms/seller-sms-commands.ts). */
    runningLate(record: OrderRecord, newTime: string) {
      const ref = orderReference(record);
      const seller = record.crabber.displayName;
      return send(
        toBuyer(record, {
          type: 'order_status',
          title: 'Running Late',
          message: `${seller} is running late for order ${ref}. New pickup time: ${newTime}.`,
          sms: textOf(record, 'moved', lateSmsText(ref, seller, newTime)),
        }),
      );
    },

    /**
     * The seller marked lines short: "Dobbins Crab Co. can hand over 8 of your 12 dozen Jumbo
     * Males: reason." and what it does to the money.
     */
    linesShort(record: OrderRecord, text: ShortNotice) {
      return send(
        toBuyer(record, {
          type: 'order_status',
          title: text.cancelled ? 'Order Cancelled' : 'Part of Your Order Is Short',
          message: shortNoticeText(record, text),
          sms: textOf(record, 'short', orderSmsTexts.short(shortNoticeText(record, text))),
        }),
      );
    },

    /** The evening before, or two hours before a same-day pickup (pickup-reminders.ts). */
    pickupReminder(record: OrderRecord, when: 'evening' | 'soon') {
      const where = record.order.pickupLocationAddress ?? record.crabber.displayName;
      const message = `Your order ${orderReference(record)} from ${record.crabber.displayName}: pickup ${windowTextOf(record)} at ${where}. Bring your pickup pass.`;
      return send(
        toBuyer(record, {
          type: 'pickup_reminder',
          title: when === 'evening' ? 'Pickup Tomorrow' : 'Pickup Soon',
          message,
          sms: textOf(record, 'reminders', smsText(message)),
        }),
      );
    },

    /** The evening before: how many pickups the seller's next day holds, by pickup time. */
    sellerTomorrow(day: readonly OrderRecord[], counted: string) {
      return send({
        ...toSeller(day[0]!, {
          type: 'pickup_reminder',
          title: "Tomorrow's Pickups",
          message: `Tomorrow: ${counted}.`,
          sms: {
            kind: 'reminders',
            body: smsText(`tomorrow's pickups: ${counted}. Text LIST in the morning for the orders.`),
          },
        }),
        data: { date: day[0]!.order.pickupSlotStart?.toISOString() ?? null },
      });
    },
  };
}
export type OrderNotifications = ReturnType<typeof createOrderNotifications>;
