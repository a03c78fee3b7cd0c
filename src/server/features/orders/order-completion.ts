/**
 * Completing an order, by the seller's status change or a check-in at the dock: the status moves
 * and the receipt is issued in one transaction, so a completed order always has its number and
 * two completions at once issue one receipt (the second finds the status moved and changes nothing).
 */
import type { PaymentStatus } from '../../../shared/order-status';
import type { OrderRecord, OrdersRepo } from './orders.repo';
import type { ReceiptRow } from './receipts.repo';

export function completeOrder(
  repo: OrdersRepo,
  record: OrderRecord,
  collected: PaymentStatus | undefined,
  at: Date,
): Promise<ReceiptRow | null> {
  const { order, crabber } = record;
  return repo.inTransaction(async () => {
    if (!(await repo.updateStatus(order.id, order.status, 'completed', collected))) return null;
    return repo.issueReceipt(order.id, crabber.id, crabber.displayName, at);
  });
}
