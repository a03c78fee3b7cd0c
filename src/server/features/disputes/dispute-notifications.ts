/**
 * Who hears of a card dispute: the order's seller and every admin, in the app and by e-mail, when
 * it opens (reason, amount, evidence deadline) and when it closes (won or lost). The buyer started
 * it at their bank and is not written to. A failure to notify never undoes the dispute's record.
 */
import { deadlineText, disputeReasonText } from '../../../shared/dispute.dto';
import { formatUsd } from '../../../shared/money';
import type { Logger } from '../../lib/logger';
import type { NotificationsService, NotifyInput } from '../notifications/notifications.service';
import { orderReference } from '../orders/order.mapper';
import type { OrderRecord } from '../orders/orders.repo';
import type { DisputeRow } from './disputes.repo';

type Person = { id: string; email: string };

export function createDisputeNotifications(notifications: NotificationsService, logger: Logger) {
  async function send(input: NotifyInput) {
    try {
      await notifications.notify(input);
    } catch (error) {
      logger.warn('dispute notification failed', { userId: input.userId, error });
    }
  }

  /** The seller first, then each admin (an admin who sells hears once). */
  async function tell(record: OrderRecord, admins: Person[], title: string, message: string) {
    const people = [{ id: record.sellerUserId, email: record.sellerEmail }, ...admins];
    const seen = new Set<string>();
    for (const person of people) {
      if (seen.has(person.id)) continue;
      seen.add(person.id);
      await send({
        userId: person.id,
        type: 'order_disputed',
        title,
        message,
        // The seller opens the order itself; an admin, who may not, goes to the admin screen.
        ...(person.id === record.sellerUserId
          ? { data: { orderId: record.order.id }, recipientRole: 'seller' as const }
          : { data: { disputedOrderId: record.order.id } }),
        email: { to: person.email },
      });
    }
  }

  return {
    opened(record: OrderRecord, dispute: DisputeRow, admins: Person[]) {
      const due = dispute.evidenceDueBy
        ? ` Evidence (pickup check-in, messages with the buyer) is due by ${deadlineText(dispute.evidenceDueBy)}, through the payment provider.`
        : '';
      return tell(
        record,
        admins,
        'Card Payment Disputed',
        `The buyer's bank disputed ${formatUsd(dispute.amountCents)} of order ${orderReference(record)} from ${record.crabber.displayName}: ${disputeReasonText(dispute.reason)}.${due}`,
      );
    },

    closed(record: OrderRecord, dispute: DisputeRow, admins: Person[]) {
      const ref = orderReference(record);
      const amount = formatUsd(dispute.amountCents);
      const message =
        dispute.status === 'won'
          ? `The card dispute on order ${ref} from ${record.crabber.displayName} was decided for the seller: the ${amount} stays paid.`
          : dispute.status === 'lost'
            ? `The card dispute on order ${ref} from ${record.crabber.displayName} was lost: ${amount} went back to the buyer's card and is taken off the seller's earnings.`
            : `The card dispute on order ${ref} from ${record.crabber.displayName} was closed without a chargeback: the ${amount} stays paid.`;
      return tell(
        record,
        admins,
        dispute.status === 'lost' ? 'Card Dispute Lost' : 'Card Dispute Closed',
        message,
      );
    },
  };
}
export type DisputeNotifications = ReturnType<typeof createDisputeNotifications>;
