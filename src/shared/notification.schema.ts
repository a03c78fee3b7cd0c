import { z } from 'zod';

export const notificationTypes = [
  'application_approved',
  'application_rejected',
  'order_placed',
  'order_status',
  'order_ready',
  'order_cancelled',
  'order_message',
  'new_review',
  'listing_hidden',
  'listing_restored',
  'seller_revoked',
  'new_catch',
  'review_removed',
  'message_removed',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface NotificationDto {
  id: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  isRead: boolean;
  createdAt: string;
}

export const notificationIdInput = z.object({ id: z.uuid({ error: 'Unknown notification' }) });
