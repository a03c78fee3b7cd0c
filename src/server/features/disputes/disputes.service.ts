/**
 * Card disputes (chargebacks), as the payment provider reports them (docs/product/payments.md,
 * disputes; docs/decisions/024-card-disputes.md). Whatever event brought the news, the dispute as
 * the provider holds it now is applied; a dispute that has closed never reopens, and the order
 * shows `disputed` while one is open and after one is lost.
 */

import { type AdminDisputeDto, isOpenDispute } from '../../../shared/dispute.dto';
import { centsToDecimal } from '../../../shared/money';
import type { PaymentStatus } from '../../../shared/order-status';
import { displayNameOf } from '../../../shared/users';
import type { DisputeInfo } from '../../integrations/payments/payment-provider';
import type { Logger } from '../../lib/logger';
import type { OrderRecord, OrdersRepo } from '../orders/orders.repo';
import type { DisputeNotifications } from './dispute-notifications';
import type { DisputeRow, DisputesRepo, DisputeValues } from './disputes.repo';

interface DisputesServiceDeps {
  repo: DisputesRepo;
  orders: Pick<OrdersRepo, 'findById' | 'findByPaymentIntent'>;
  notify: DisputeNotifications;
  logger: Logger;
}

/** The payment statuses a dispute can be opened from: the card was charged. */
const charged: PaymentStatus[] = ['paid', 'partially_refunded', 'refunded', 'disputed'];

export function createDisputesService({ repo, orders, notify, logger }: DisputesServiceDeps) {
  async function orderOf(info: DisputeInfo): Promise<OrderRecord | undefined> {
    const byIntent = info.paymentIntentId
      ? await orders.findByPaymentIntent(info.paymentIntentId)
      : undefined;
    if (byIntent) return byIntent;
    const orderId = info.chargeId ? await repo.findOrderIdByCharge(info.chargeId) : undefined;
    return orderId ? orders.findById(orderId) : undefined;
  }

  /** What the order's payment was before the dispute: paid, less any credit notes given. */
  async function undisputedStatus(record: OrderRecord): Promise<PaymentStatus> {
    const credited = await repo.creditedCents(record.order.id);
    if (credited >= record.order.amountTotalCents && credited > 0) return 'refunded';
    if (credited > 0) return 'partially_refunded';
    return record.order.status === 'cancelled' ? 'refunded' : 'paid';
  }

  /** Records the dispute's state; says whether this call opened it, closed it, or neither. */
  async function record(
    info: DisputeInfo,
    orderId: string,
  ): Promise<{ row: DisputeRow; opened: boolean; closed: boolean }> {
    const values: DisputeValues = {
      status: info.status,
      reason: info.reason,
      amountCents: info.amountCents,
      evidenceDueBy: info.evidenceDueBy,
    };
    const open = isOpenDispute(info.status);
    const inserted = await repo.insertNew({ ...values, orderId, providerDisputeId: info.id });
    if (inserted) return { row: inserted, opened: open, closed: !open };
    const moved = await repo.updateOpen(info.id, values);
    if (moved) return { row: moved, opened: false, closed: !open };
    // Closed already: a late or stale report of it being open changes nothing.
    return { row: (await repo.find(info.id))!, opened: false, closed: false };
  }

  return {
    /** Applies a dispute as the provider holds it now; one on a charge of no order of ours is logged and left. */
    async apply(info: DisputeInfo): Promise<'applied' | 'unknown-charge'> {
      const order = await orderOf(info);
      if (!order) {
        logger.warn('dispute for an unknown charge', {
          disputeId: info.id,
          chargeId: info.chargeId,
          intentId: info.paymentIntentId,
        });
        return 'unknown-charge';
      }
      const { row, opened, closed } = await record(info, order.order.id);
      if (isOpenDispute(row.status) || row.status === 'lost') {
        await repo.setPaymentStatus(order.order.id, 'disputed', charged);
      } else {
        await repo.setPaymentStatus(order.order.id, await undisputedStatus(order), ['disputed']);
      }
      if (opened || closed) {
        const admins = await repo.admins();
        if (opened) await notify.opened(order, row, admins);
        if (closed) await notify.closed(order, row, admins);
      }
      return 'applied';
    },

    /** The provider's id of the order's latest dispute, if it has one. */
    async latestDisputeIdOf(orderId: string): Promise<string | undefined> {
      return (await repo.latestOfOrder(orderId))?.providerDisputeId;
    },

    async listOpen(): Promise<AdminDisputeDto[]> {
      return (await repo.listOpen()).map(({ dispute, seller, buyer }) => ({
        orderId: dispute.orderId,
        seller,
        buyer: displayNameOf({ ...buyer, deleted: buyer.deletedAt !== null }),
        amount: centsToDecimal(dispute.amountCents),
        reason: dispute.reason,
        status: dispute.status,
        evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
      }));
    },
  };
}
