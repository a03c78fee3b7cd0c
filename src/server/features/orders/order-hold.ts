/**
 * What a card order's hold asks the provider for (docs/decisions/026-card-holds.md): the order's
 * maximum with the fee on it, manual capture, paid to the seller by destination charge. The same
 * at checkout and when a far pickup's saved card is held at the cut-off (028).
 */
import { shortOrderId } from '../../../shared/order-status';
import { maxAmounts } from '../../../shared/weighed-lines';
import type { CreateIntentInput } from '../../integrations/payments/payment-provider';
import type { OrderRecord } from './orders.repo';

export const orderDescriptionOf = (record: OrderRecord) =>
  `BayCatch order #${shortOrderId(record.order.id)} from ${record.crabber.displayName}`;

export function orderHoldInput(
  record: OrderRecord,
  destinationAccountId: string,
  idempotencyKey: string,
): CreateIntentInput {
  const hold = maxAmounts(record.items, 'card');
  return {
    amountCents: hold.totalCents,
    applicationFeeCents: hold.feesCents,
    captureMethod: 'manual',
    destinationAccountId,
    purpose: 'order',
    referenceId: record.order.id,
    description: orderDescriptionOf(record),
    idempotencyKey,
  };
}
