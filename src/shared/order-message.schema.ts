/**
 * Messages on an order: the buyer and the seller write to each other in plain text, from the
 * order's placing until 7 days after it ended (completed, cancelled or a no-show); the thread
 * stays readable after that.
 */
import { z } from 'zod';
import { orderMessageTexts } from './messages/order-message';
import type { OrderMessageDto, OrderThreadDto, UnreadMessagesDto } from './order-message.dto';
import type { OrderStatus } from './order-status';
import { isOpenOrder } from './order-status';

export type { OrderMessageDto, OrderThreadDto, UnreadMessagesDto };

export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGING_DAYS_AFTER_END = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const orderMessageInput = z.object({
  body: z
    .string({ error: orderMessageTexts.empty })
    .trim()
    .min(1, orderMessageTexts.empty)
    .max(MESSAGE_MAX_LENGTH, orderMessageTexts.tooLong),
});
export type OrderMessageInput = z.infer<typeof orderMessageInput>;

/**
 * When writing on an order closes: never while it is open, otherwise 7 days after it ended
 * (its last change, which for an ended order is the ending).
 */
export function messagingClosesAt(order: { status: OrderStatus; updatedAt: Date }): Date | null {
  if (isOpenOrder(order.status)) return null;
  return new Date(order.updatedAt.getTime() + MESSAGING_DAYS_AFTER_END * DAY_MS);
}

/** A run of a message: plain text, or an http(s) address to link; `start` is its offset in the message. */
export interface MessagePart {
  text: string;
  href?: string;
  start: number;
}

/** Only http(s) addresses become links in a message; anything else stays text. */
export function messageParts(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of body.matchAll(/\bhttps?:\/\/[^\s<>"']+/gi)) {
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: body.slice(last, start), start: last });
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    parts.push({ text: url, href: url, start });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), start: last });
  return parts;
}
