import { z } from 'zod';
import type { NotificationDto } from './notification.dto';

export type { NotificationDto };

export const notificationTypes = [
  'application_approved',
  'application_rejected',
  'order_placed',
  'order_status',
  'order_ready',
  'order_cancelled',
  'order_message',
  'buyer_arrived',
  'order_disputed',
  'new_review',
  'listing_hidden',
  'listing_restored',
  'seller_revoked',
  'new_catch',
  'review_removed',
  'message_removed',
  'licence_expiring',
  'lot_notice',
  'area_closed',
  'pickup_reminder',
  'waitlist_hold',
  'standing_filled',
  'standing_not_filled',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationIdInput = z.object({ id: z.uuid({ error: 'Unknown notification' }) });
