import { notificationMessages } from '../../../shared/messages/notification';
import { sellerAlertSmsTexts } from '../../../shared/messages/sms';
import type { NotificationListDto } from '../../../shared/notification.dto';
import type { NotificationDto, NotificationType } from '../../../shared/notification.schema';
import {
  NEW_ORDER_GROUP_MINUTES,
  type PushPayload,
  pushPayloadFor,
  sellerPushedNotificationTypes,
} from '../../../shared/push.schema';
import type { UserText } from '../../../shared/sms-kinds';
import type { Mailer } from '../../integrations/email/mailer';
import { AppError } from '../../lib/app-error';
import type { NotificationRow, NotificationsRepo } from './notifications.repo';

const LIST_LIMIT = 30;

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /** Also e-mail the person, at this address; `text` replaces the message when the mail says more (a link). */
  email?: { to: string; subject?: string; text?: string };
  /** Whom the news is for on an order: buyers' and sellers' order news also goes to their phones (pushPayloadFor). */
  recipientRole?: 'buyer' | 'seller';
  /** Also text the person, if they confirmed a number and chose this kind (features/sms/user-texts.ts). */
  sms?: UserText;
}

/** Texts, queued for the background after the notification is saved. */
interface TextLater {
  textUser(userId: string, text: UserText): Promise<void>;
}

/** Phone alerts, sent in the background after the notification is saved. */
interface PushLater {
  sendLater(userId: string, payload: PushPayload): void;
}

/**
 * A seller's order news goes by text too (kind `orders`), in the app's words: what reaches their
 * phone by push. New orders close together are one text, like their push.
 */
function sellerNewsText(input: NotifyInput, newOrders: number): UserText | undefined {
  if (input.recipientRole !== 'seller' || !sellerPushedNotificationTypes.includes(input.type))
    return undefined;
  if (input.type !== 'order_placed') return { kind: 'orders', body: sellerAlertSmsTexts.news(input.message) };
  return {
    kind: 'orders',
    body:
      newOrders > 1
        ? sellerAlertSmsTexts.newOrders(newOrders, NEW_ORDER_GROUP_MINUTES)
        : sellerAlertSmsTexts.news(input.message),
    groupMinutes: NEW_ORDER_GROUP_MINUTES,
  };
}

function toDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createNotificationsService({
  repo,
  mailer,
  push,
  texts,
  now = () => new Date(),
}: {
  repo: NotificationsRepo;
  mailer: Mailer;
  push?: PushLater;
  texts?: TextLater;
  /** The app's clock: a notification's time is when it happened, as the grouping of new orders reads it. */
  now?: () => Date;
}) {
  return {
    /**
     * Records an in-app notification and, when asked, sends the same news by e-mail; a buyer's
     * order news also goes to the phones they turned alerts on for, without waiting for them (a
     * seller's new orders close together are one alert), and by text to a confirmed number that
     * chose it (queued, never waited for).
     */
    async notify(input: NotifyInput): Promise<NotificationDto> {
      const row = await repo.insert({
        userId: input.userId,
        type: input.type,
        title: input.title,
        message: input.message,
        data: input.data ?? {},
        createdAt: now(),
      });
      const groups = input.type === 'order_placed' && input.recipientRole === 'seller';
      const since = new Date(row.createdAt.getTime() - NEW_ORDER_GROUP_MINUTES * 60_000);
      const newOrders = groups ? await repo.countUnreadSince(input.userId, input.type, since) : 1;
      if (push) {
        const payload = pushPayloadFor({ ...input, newOrders });
        if (payload) push.sendLater(input.userId, payload);
      }
      if (input.email) {
        await mailer.send({
          to: input.email.to,
          subject: input.email.subject ?? `BayCatch: ${input.title}`,
          text: `${input.email.text ?? input.message}\n\nBayCatch - fresh from the Chesapeake Bay`,
        });
      }
      // Last, so a text that cannot be queued never keeps the e-mail from going.
      const sms = input.sms ?? sellerNewsText(input, newOrders);
      if (sms && texts) await texts.textUser(input.userId, sms);
      return toDto(row);
    },

    async listForUser(userId: string): Promise<NotificationListDto> {
      return {
        items: (await repo.listForUser(userId, LIST_LIMIT)).map(toDto),
        unreadCount: await repo.countUnread(userId),
      };
    },

    async markRead(userId: string, id: string): Promise<void> {
      if (!(await repo.markRead(userId, id))) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    },

    markAllRead(userId: string): Promise<number> {
      return repo.markAllRead(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
