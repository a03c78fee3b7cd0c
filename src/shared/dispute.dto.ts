/**
 * Card disputes (chargebacks) on the wire: the order's own dispute and the admin's list of open
 * ones (docs/product/payments.md, disputes). Money as decimal strings, instants as ISO strings.
 */
import { z } from 'zod';
import { BAY_TIME_ZONE } from './pickup-schedule';
import { disputeStatuses } from './sale-records';
import { instant, money } from './wire-formats';

export type DisputeStatus = (typeof disputeStatuses)[number];

/** The statuses that end a dispute: `won` and `lost` at the card network, or a warning that lapsed. */
export const closedDisputeStatuses: readonly DisputeStatus[] = ['won', 'lost', 'warning_closed', 'prevented'];

export function isOpenDispute(status: DisputeStatus): boolean {
  return !closedDisputeStatuses.includes(status);
}

export const orderDisputeDto = z
  .object({
    status: z.enum(disputeStatuses),
    reason: z
      .string()
      .meta({ description: "The card network's reason as the provider names it, e.g. 'fraudulent'" }),
    amount: money,
    evidenceDueBy: instant
      .nullable()
      .meta({ description: "When the seller's evidence is due; null once none is needed" }),
  })
  .meta({ id: 'OrderDispute', description: "The order's latest card dispute (chargeback)" });
export type OrderDisputeDto = z.output<typeof orderDisputeDto>;

export const adminDisputeDto = z
  .object({
    orderId: z.string(),
    seller: z.string().meta({ description: "The seller's display name" }),
    buyer: z.string().meta({ description: "The buyer's name, or 'Deleted user'" }),
    amount: money,
    reason: z.string(),
    status: z.enum(disputeStatuses),
    evidenceDueBy: instant.nullable(),
  })
  .meta({ id: 'AdminDispute', description: 'An open card dispute, with its order' });
export type AdminDisputeDto = z.output<typeof adminDisputeDto>;

const reasonWords: Record<string, string> = {
  fraudulent: 'the cardholder says they did not make this payment',
  product_not_received: 'the buyer says the order was not received',
  product_unacceptable: 'the buyer says the seafood was not as described',
  duplicate: 'the buyer says they were charged twice',
  credit_not_processed: 'the buyer says a promised refund was not made',
  unrecognized: 'the cardholder does not recognise the payment',
  subscription_canceled: 'the buyer says they had cancelled',
  general: 'no specific reason was given',
};

/** A dispute's reason in plain words, for the order page, notifications and e-mails. */
export function disputeReasonText(reason: string): string {
  return reasonWords[reason] ?? reason.replaceAll('_', ' ');
}

const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BAY_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An evidence deadline on the docks' clock: 'Thu, Dec 3, 2026, 6:59 PM'. */
export function deadlineText(instant: Date | string): string {
  return deadlineFormat.format(new Date(instant));
}
