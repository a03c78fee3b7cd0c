/**
 * Admins open any order read-only (docs/product/admin.md): found by its number or by the buyer's or
 * seller's e-mail, with its items, pickup, card payments, history (what its buyer and seller were
 * told), its messages (removed ones with their text and reason) and its review.
 */
import type {
  AdminOrderDetailDto,
  AdminOrderSearchQuery,
  AdminOrderSummaryDto,
  AdminOrdersPageDto,
} from '../../../shared/admin.schema';
import { adminMessages } from '../../../shared/messages/admin';
import { shortOrderId } from '../../../shared/order-status';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { OrderMessagesRepo } from '../order-messages/order-messages.repo';
import { disputeDtoOf, windowTextOf } from '../orders/order.mapper';
import type { OrdersRepo } from '../orders/orders.repo';
import type { AdminOrderRow, AdminOrdersRepo } from './admin-orders.repo';

function toSummary({ order, buyer, seller, sellerEmail }: AdminOrderRow): AdminOrderSummaryDto {
  return {
    id: order.id,
    reference: shortOrderId(order.id),
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalCents: order.amountTotalCents,
    createdAt: order.createdAt.toISOString(),
    buyerName: displayNameOf({ ...buyer, deleted: buyer.deletedAt !== null }),
    buyerEmail: buyer.email,
    sellerId: seller.id,
    sellerName: seller.displayName,
    sellerEmail,
  };
}

interface AdminOrdersDeps {
  repo: AdminOrdersRepo;
  orders: OrdersRepo;
  messages: OrderMessagesRepo;
}

export function createAdminOrdersService({ repo, orders, messages }: AdminOrdersDeps) {
  return {
    async search(query: AdminOrderSearchQuery): Promise<AdminOrdersPageDto> {
      const rows = await repo.search(query.q, query);
      return { items: rows.map(toSummary), total: await repo.count(query.q) };
    },

    async detail(id: string): Promise<AdminOrderDetailDto> {
      const row = await repo.findSummary(id);
      const record = row && (await orders.findById(id));
      if (!row || !record) throw new AppError('NOT_FOUND', adminMessages.orderNotFound);
      const { order } = record;
      const [history, intents, thread, review] = await Promise.all([
        repo.notificationsOf(id, order.buyerId, record.sellerUserId),
        repo.paymentIntentsOf(id),
        messages.listForOrder(id),
        repo.reviewOf(id),
      ]);
      return {
        ...toSummary(row),
        items: record.items.map(({ id, title, species, unitType, unitPriceCents, qty, finalQty }) => ({
          id,
          title,
          species,
          unitType,
          unitPriceCents,
          qty,
          finalQty,
        })),
        subtotalCents: order.amountSubtotalCents,
        feesCents: order.feesCents,
        taxCents: order.taxCents,
        pickupText: windowTextOf(record),
        pickupAddress: order.pickupLocationAddress,
        updatedAt: order.updatedAt.toISOString(),
        paymentIntentId: order.paymentIntentId,
        chargeId: order.chargeId,
        dispute: disputeDtoOf(record),
        payments: intents.map((intent) => ({
          id: intent.id,
          status: intent.status,
          amountCents: intent.amountCents,
          amountRefundedCents: intent.amountRefundedCents,
          lastError: intent.lastError,
          createdAt: intent.createdAt.toISOString(),
          updatedAt: intent.updatedAt.toISOString(),
        })),
        history: history.map((event) => ({
          at: event.createdAt.toISOString(),
          type: event.type,
          recipient: event.userId === order.buyerId ? 'buyer' : 'seller',
          title: event.title,
          message: event.message,
        })),
        messages: thread.map((message) => ({
          id: message.id,
          senderRole: message.senderRole,
          senderName:
            message.senderRole === 'seller'
              ? record.crabber.displayName
              : displayNameOf({
                  firstName: message.sender?.firstName ?? null,
                  lastName: message.sender?.lastName ?? null,
                  email: message.sender?.email ?? null,
                  deleted: !message.sender || message.sender.deletedAt !== null,
                }),
          body: message.body,
          createdAt: message.createdAt.toISOString(),
          removedAt: message.removedAt?.toISOString() ?? null,
          removedReason: message.removedReason,
        })),
        review: review
          ? {
              id: review.id,
              stars: review.stars,
              body: review.body,
              reply: review.reply,
              createdAt: review.createdAt.toISOString(),
              removedAt: review.removedAt?.toISOString() ?? null,
              removedReason: review.removedReason,
            }
          : null,
      };
    },
  };
}
