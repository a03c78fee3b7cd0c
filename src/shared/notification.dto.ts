/** In-app notifications as the bell lists them. */
import { z } from 'zod';
import { instant } from './wire-formats';

export const notificationDto = z
  .object({
    id: z.string(),
    type: z.string().meta({ description: "What it is about, e.g. 'order_placed'" }),
    title: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.unknown()).meta({ description: 'Ids it refers to, by kind' }),
    isRead: z.boolean(),
    createdAt: instant,
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.output<typeof notificationDto>;

export const notificationListDto = z
  .object({
    items: z.array(notificationDto).meta({ description: 'The latest 30, newest first' }),
    unreadCount: z.number().int().meta({ description: 'All unread, not only those listed' }),
  })
  .meta({ id: 'NotificationList' });
export type NotificationListDto = z.output<typeof notificationListDto>;

export const markedReadDto = z
  .object({ updated: z.number().int().meta({ description: 'How many were unread until now' }) })
  .meta({ id: 'MarkedRead' });
