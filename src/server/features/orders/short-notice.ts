/** What the buyer is told when lines of their order are handed over short, in plain words. */
import { formatUsd } from '../../../shared/money';
import { orderReference } from './order.mapper';
import type { OrderRecord } from './orders.repo';

export interface ShortNotice {
  lines: { title: string; unitType: string; ordered: number; handedOver: number }[];
  reason: string;
  /** Given back to the card for this change; 0 for a cash order. */
  refundCents: number;
  /** Every line is at 0, so the order was cancelled. */
  cancelled: boolean;
}

/**
 * "Dobbins Crab Co. can hand over 8 of your 12 dozen Jumbo Males: the boat came back light.
 * $28.35 will be refunded to your card."
 */
export function shortNoticeText(record: OrderRecord, notice: ShortNotice): string {
  const seller = record.crabber.displayName;
  const what = notice.lines
    .map((line) => `${line.handedOver} of your ${line.ordered} ${line.unitType} ${line.title}`)
    .join(', ');
  const head = `${seller} can hand over ${what}: ${notice.reason}.`;
  const ref = orderReference(record);
  if (notice.cancelled) {
    const money = record.order.paymentMethod === 'card' ? ' Your card payment will be refunded.' : '';
    return `${head} Nothing is left of order ${ref}, so it is cancelled.${money}`;
  }
  const money =
    notice.refundCents > 0
      ? ` ${formatUsd(notice.refundCents)} will be refunded to your card.`
      : ` Your total for order ${ref} is now ${formatUsd(record.order.amountTotalCents)}.`;
  return `${head}${money} You may cancel the rest of the order on its page while it is still open.`;
}
