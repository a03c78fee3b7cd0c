/** Who an order's news is addressed to, and the text's pickup day that quiet hours read. */
import { bayDateAndMinute } from '../../../shared/quiet-hours';
import type { UserText } from '../../../shared/sms-kinds';
import type { NotifyInput } from '../notifications/notifications.service';
import type { OrderRecord } from './orders.repo';

export function toSeller(
  record: OrderRecord,
  input: Omit<NotifyInput, 'userId' | 'email' | 'data' | 'recipientRole'>,
): NotifyInput {
  return {
    ...input,
    userId: record.sellerUserId,
    data: { orderId: record.order.id },
    recipientRole: 'seller',
    email: { to: record.sellerEmail },
  };
}

/** A buyer who deleted their account has no address left to write to. */
export function toBuyer(
  record: OrderRecord,
  input: Omit<NotifyInput, 'userId' | 'email' | 'data' | 'recipientRole'>,
  mail: { subject?: string; text?: string } = {},
): NotifyInput {
  return {
    ...input,
    userId: record.order.buyerId,
    data: { orderId: record.order.id },
    recipientRole: 'buyer',
    ...(!record.buyer.deletedAt && { email: { to: record.buyer.email, ...mail } }),
  };
}

/** The pickup an order's text is about, for quiet hours: its slot's Bay date, or its weekly window's day. */
function pickupDayOf(record: OrderRecord): string {
  const { pickupSlotStart, pickupWindow } = record.order;
  return pickupSlotStart ? bayDateAndMinute(pickupSlotStart).date : (pickupWindow.start.split(' ')[0] ?? '');
}

export const textOf = (record: OrderRecord, kind: UserText['kind'], body: string): UserText => ({
  kind,
  body,
  pickupDay: pickupDayOf(record),
});
