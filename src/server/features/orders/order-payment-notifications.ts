/**
 * An order's money told: a far pickup's card saved or declined, a card payment received, a refund.
 * Part of the order's notifications (order-notifications.ts), sent through its `send`.
 */
import { cardHeldText } from '../../../shared/card-holds';
import { formatUsd } from '../../../shared/money';
import {
  cardSavedText,
  savedCardDeclinedSellerText,
  savedCardDeclinedText,
} from '../../../shared/saved-cards';
import { maxAmounts } from '../../../shared/weighed-lines';
import type { NotifyInput } from '../notifications/notifications.service';
import { buyerNameOf, orderReference } from './order.mapper';
import { confirmationText } from './order-emails';
import { toBuyer, toSeller } from './order-recipients';
import type { OrderRecord } from './orders.repo';

export function createPaymentNotifications(send: (input: NotifyInput) => Promise<void>, siteOrigin: string) {
  return {
    /** A credit note: money given back by card or in cash. */
    refunded(record: OrderRecord, amountCents: number, method: 'card' | 'cash', reason: string) {
      const how = method === 'card' ? 'will be refunded to your card' : 'was refunded to you in cash';
      return send(
        toBuyer(record, {
          type: 'order_status',
          title: 'Refund',
          message: `${record.crabber.displayName}: ${formatUsd(amountCents)} of order ${orderReference(record)} ${how}: ${reason}`,
        }),
      );
    },

    /** A far pickup's card is saved: the buyer's written confirmation, as paymentReceived for a hold. */
    cardSaved(record: OrderRecord) {
      const ref = orderReference(record);
      const max = maxAmounts(record.items, 'card').totalCents;
      const message = `${cardSavedText(max, record.order.authorizeAt ?? new Date())} Order ${ref} from ${record.crabber.displayName}.`;
      return send(
        toBuyer(
          record,
          { type: 'order_status', title: 'Card Saved', message },
          { text: `${message}\n\n${confirmationText(record, siteOrigin, ref)}` },
        ),
      );
    },

    /** The saved card was declined when held (at the cut-off, or at once for a standing order): the buyer is asked to pay, the seller told. */
    async savedCardDeclined(record: OrderRecord) {
      const ref = orderReference(record);
      await send(
        toBuyer(record, {
          type: 'order_status',
          title: 'Card Declined',
          message: savedCardDeclinedText(ref, record.crabber.displayName),
        }),
      );
      await send(
        toSeller(record, {
          type: 'order_status',
          title: 'Card Declined',
          message: savedCardDeclinedSellerText(ref, buyerNameOf(record)),
        }),
      );
    },

    /** A paid card order is confirmed to its buyer in writing with the payment. */
    paymentReceived(record: OrderRecord) {
      const ref = orderReference(record);
      const message =
        record.order.paymentStatus === 'authorized'
          ? `${cardHeldText(record.order.authorizedCents ?? 0)} Order ${ref} from ${record.crabber.displayName}.`
          : `We received your card payment for order ${ref} from ${record.crabber.displayName}.`;
      return send(
        toBuyer(
          record,
          { type: 'order_status', title: 'Payment Received', message },
          { text: `${message}\n\n${confirmationText(record, siteOrigin, ref)}` },
        ),
      );
    },
  };
}
