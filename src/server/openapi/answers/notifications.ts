import { z } from 'zod';
import type { NotificationDto } from '../../../shared/notification.schema';
import type { Services } from '../../services';
import { answerSchema } from './answer-schema';
import { instant } from './common';

export const notificationDto = answerSchema<NotificationDto>()(
  z
    .object({
      id: z.string(),
      type: z.string().meta({ description: "What it is about, e.g. 'order_placed'" }),
      title: z.string(),
      message: z.string(),
      data: z.record(z.string(), z.unknown()).meta({ description: 'Ids it refers to, by kind' }),
      isRead: z.boolean(),
      createdAt: instant,
    })
    .meta({ id: 'Notification' }),
);

export const notificationListDto = answerSchema<
  Awaited<ReturnType<Services['notifications']['listForUser']>>
>()(
  z
    .object({
      items: z.array(notificationDto).meta({ description: 'The latest 30, newest first' }),
      unreadCount: z.number().int().meta({ description: 'All unread, not only those listed' }),
    })
    .meta({ id: 'NotificationList' }),
);

export const markedReadDto = answerSchema<{ updated: number }>()(
  z
    .object({ updated: z.number().int().meta({ description: 'How many were unread until now' }) })
    .meta({ id: 'MarkedRead' }),
);
