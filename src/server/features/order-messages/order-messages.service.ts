/**
 * Messages on an order (docs/product/orders-and-pickup.md): its buyer and its seller write to each
 * other; to anyone else the thread does not exist (404, as the order). The other side hears of a
 * new message in the app and, at a confirmed address, by e-mail with a link back; while an earlier
 * message of the same run is still unread they are not told again.
 */
import { moderationMessages } from '../../../shared/messages/moderation';
import { orderMessageTexts } from '../../../shared/messages/order-message';
import {
  messagingClosesAt,
  type OrderMessageDto,
  type OrderMessageInput,
  type OrderThreadDto,
  type UnreadMessagesDto,
} from '../../../shared/order-message.schema';
import type { OrderActor } from '../../../shared/order-status';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { NotificationsService } from '../notifications/notifications.service';
import { orderReference } from '../orders/order.mapper';
import type { OrderRecord } from '../orders/orders.repo';
import type { OrdersService, OrderViewer } from '../orders/orders.service';
import type { OrderMessageRow, OrderMessagesRepo } from './order-messages.repo';

const EXCERPT_LENGTH = 140;

/** A seller writes as their business; a buyer by name, or 'Deleted account' once they erased it. */
function senderNameOf(row: OrderMessageRow, record: OrderRecord): string {
  if (row.senderRole === 'seller') return record.crabber.displayName;
  return displayNameOf({
    firstName: row.sender?.firstName ?? null,
    lastName: row.sender?.lastName ?? null,
    email: row.sender?.email ?? null,
    deleted: !row.sender || row.sender.deletedAt !== null,
  });
}

/** A message an admin removed reaches its thread as the removal and its reason, never its text. */
function toDto(row: OrderMessageRow, record: OrderRecord, role: OrderActor): OrderMessageDto {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    orderId: row.orderId,
    senderRole: row.senderRole,
    senderName: senderNameOf(row, record),
    body: removed ? moderationMessages.messageRemovedText(row.removedReason ?? '') : row.body,
    removed,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    mine: row.senderRole === role,
  };
}

function excerpt(body: string): string {
  const line = body.replace(/\s+/g, ' ');
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

interface OrderMessagesDeps {
  repo: OrderMessagesRepo;
  orders: OrdersService;
  notifications: NotificationsService;
  logger: Logger;
  now?: () => Date;
}

export function createOrderMessagesService({
  repo,
  orders,
  notifications,
  logger,
  now = () => new Date(),
}: OrderMessagesDeps) {
  function canPost(record: OrderRecord): boolean {
    const closesAt = messagingClosesAt(record.order);
    return closesAt === null || now() < closesAt;
  }

  async function tellRecipient(record: OrderRecord, message: OrderMessageDto, origin: string) {
    const recipientId = message.senderRole === 'buyer' ? record.sellerUserId : record.order.buyerId;
    if (await repo.hasUnreadFrom(record.order.id, message.senderRole, message.id)) return;
    const recipient = await repo.recipient(recipientId);
    if (!recipient || recipient.deletedAt) return;
    const ref = orderReference(record);
    const said = `${message.senderName} wrote about order ${ref}: "${excerpt(message.body)}"`;
    const link = `${origin}/orders/${record.order.id}`;
    try {
      await notifications.notify({
        userId: recipientId,
        type: 'order_message',
        title: orderMessageTexts.notificationTitle,
        message: said,
        data: { orderId: record.order.id },
        recipientRole: message.senderRole === 'buyer' ? 'seller' : 'buyer',
        // Mail goes only to an address its owner confirmed.
        ...(recipient.emailVerifiedAt && {
          email: {
            to: recipient.email,
            subject: `BayCatch: ${message.senderName} wrote about order ${ref}`,
            text: `${message.senderName} wrote about order ${ref}:\n\n${message.body}\n\nRead and answer: ${link}`,
          },
        }),
      });
    } catch (error) {
      logger.warn('message notification failed', { orderId: record.order.id, error });
    }
  }

  return {
    async thread(viewer: OrderViewer, orderId: string): Promise<OrderThreadDto> {
      const { record, role } = await orders.participation(viewer, orderId);
      const closesAt = messagingClosesAt(record.order);
      return {
        messages: (await repo.listForOrder(orderId)).map((row) => toDto(row, record, role)),
        canPost: canPost(record),
        closesAt: closesAt?.toISOString() ?? null,
      };
    },

    async post(
      viewer: OrderViewer,
      orderId: string,
      input: OrderMessageInput,
      origin: string,
    ): Promise<OrderMessageDto> {
      const { record, role } = await orders.participation(viewer, orderId);
      if (!canPost(record)) throw new AppError('CONFLICT', orderMessageTexts.closed);
      const row = await repo.insert({
        orderId,
        senderId: viewer.userId,
        senderRole: role,
        body: input.body,
        createdAt: now(),
      });
      // The writer is the order's buyer or its seller, already loaded with the order.
      const message = toDto({ ...row, sender: role === 'buyer' ? record.buyer : null }, record, role);
      await tellRecipient(record, message, origin);
      return message;
    },

    /** The caller has seen what the other side wrote. */
    async markRead(viewer: OrderViewer, orderId: string): Promise<void> {
      const { role } = await orders.participation(viewer, orderId);
      await repo.markRead(orderId, role, now());
    },

    async unreadCount(viewer: OrderViewer): Promise<UnreadMessagesDto> {
      const { asBuyer, asSeller } = await repo.countUnread(viewer.userId, viewer.crabberId);
      return { count: asBuyer + asSeller, asBuyer, asSeller };
    },
  };
}
