/**
 * Web Push (docs/product/notifications.md): the browser's PushSubscription as it posts it, the
 * public VAPID key the client subscribes with, and what a push carries to the service worker.
 */
import { z } from 'zod';
import { pushTexts } from './messages/push';
import type { NotificationType } from './notification.schema';
import type { PushKeyDto, PushSubscriptionDto } from './push.dto';

export type { PushKeyDto, PushSubscriptionDto };

const ENDPOINT_MAX_LENGTH = 2048;
const base64Url = (max: number) =>
  z
    .string({ error: pushTexts.badKey })
    .min(1, pushTexts.badKey)
    .max(max, pushTexts.badKey)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, pushTexts.badKey);

export const pushEndpoint = z
  .string({ error: pushTexts.badEndpoint })
  .max(ENDPOINT_MAX_LENGTH, pushTexts.badEndpoint)
  .pipe(z.url({ protocol: /^https$/, error: pushTexts.badEndpoint }));

/** `PushSubscription.toJSON()`: the address of the push service and the keys to encrypt for. */
export const pushSubscriptionInput = z.object({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, uncompressed). */
    p256dh: base64Url(128),
    /** The 16-byte authentication secret. */
    auth: base64Url(64),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint: pushEndpoint });

/** What one push carries; the service worker shows it as a notification. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens, a path on this site. */
  url: string;
  /** Notifications with the same tag replace each other (one per order). */
  tag: string;
}

/** The order news that reaches buyers' phones. */
export const pushedNotificationTypes: readonly NotificationType[] = [
  'order_status',
  'order_ready',
  'order_cancelled',
  'order_message',
  'pickup_reminder',
  'waitlist_hold',
  'standing_filled',
  'standing_not_filled',
];

/**
 * The order news that reaches sellers' phones, so a waterman on the water hears of it at once: new
 * orders, cancellations, messages, reviews and a buyer waiting at the dock.
 */
export const sellerPushedNotificationTypes: readonly NotificationType[] = [
  'order_placed',
  'order_cancelled',
  'order_message',
  'new_review',
  'buyer_arrived',
  'pickup_reminder',
];

/** New orders that arrive within this many minutes of each other are one alert on the seller's phone. */
export const NEW_ORDER_GROUP_MINUTES = 10;

/**
 * The push for a notification, or null when it is not one that goes to a phone. `newOrders` counts
 * the seller's unread new orders of the last NEW_ORDER_GROUP_MINUTES, this one included: more than
 * one make a single grouped alert that replaces the one before (one tag for all new orders).
 */
export function pushPayloadFor(notification: {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  recipientRole?: 'buyer' | 'seller';
  newOrders?: number;
}): PushPayload | null {
  const pushed =
    notification.recipientRole === 'buyer'
      ? pushedNotificationTypes
      : notification.recipientRole === 'seller'
        ? sellerPushedNotificationTypes
        : [];
  if (!pushed.includes(notification.type)) return null;
  if (notification.type === 'pickup_reminder' && notification.recipientRole === 'seller') {
    return {
      title: notification.title,
      body: notification.message,
      url: '/dashboard',
      tag: 'pickup-reminder',
    };
  }
  // A waitlist hold opens its catch's page, where the held units are bought.
  if (notification.type === 'waitlist_hold') {
    const catchId = notification.data?.catchId;
    if (typeof catchId !== 'string' || catchId === '') return null;
    return {
      title: notification.title,
      body: notification.message,
      url: `/catch/${catchId}`,
      tag: `waitlist-${catchId}`,
    };
  }
  // A week not filled has no order: the tap opens the buyer's standing orders.
  if (notification.type === 'standing_not_filled') {
    return {
      title: notification.title,
      body: notification.message,
      url: '/standing-orders',
      tag: `standing-${String(notification.data?.standingOrderId ?? '')}`,
    };
  }
  const orderId = notification.data?.orderId;
  if (typeof orderId !== 'string' || orderId === '') return null;
  const count = notification.newOrders ?? 1;
  if (notification.type === 'order_placed' && count > 1) {
    return {
      title: `${count} New Orders`,
      body: `${count} new orders in the last ${NEW_ORDER_GROUP_MINUTES} minutes. Latest: ${notification.message}`,
      url: '/dashboard',
      tag: 'new-orders',
    };
  }
  return {
    title: notification.title,
    body: notification.message,
    url: `/orders/${orderId}`,
    tag: notification.type === 'order_placed' ? 'new-orders' : `order-${orderId}`,
  };
}
