/** Messages on an order between its buyer and seller (docs/product/orders-and-pickup.md). */
import { z } from 'zod';
import { instant } from './wire-formats';

export const orderMessageDto = z
  .object({
    id: z.string(),
    orderId: z.string(),
    senderRole: z.enum(['buyer', 'seller']),
    senderName: z.string().meta({ description: "The sender's name, or 'Deleted account'" }),
    body: z.string().meta({
      description:
        'Plain text, never markup; "Message removed by BayCatch: <reason>" once an admin removed it',
    }),
    removed: z.boolean().meta({ description: 'Whether an admin removed it' }),
    createdAt: instant,
    readAt: instant.nullable().meta({ description: 'When the other party first saw it' }),
    mine: z.boolean().meta({ description: 'Whether the caller wrote it' }),
  })
  .meta({ id: 'OrderMessage' });
export type OrderMessageDto = z.output<typeof orderMessageDto>;

export const orderThreadDto = z
  .object({
    messages: z.array(orderMessageDto),
    canPost: z.boolean(),
    closesAt: instant.nullable().meta({ description: 'When writing closes; null while the order is open' }),
  })
  .meta({ id: 'OrderThread' });
export type OrderThreadDto = z.output<typeof orderThreadDto>;

export const unreadCountDto = z
  .object({
    count: z.number().int().min(0).meta({ description: 'All unread messages' }),
    asBuyer: z.number().int().min(0).meta({ description: 'From sellers, on orders the caller placed' }),
    asSeller: z.number().int().min(0).meta({ description: 'From buyers, on orders the caller sells' }),
  })
  .meta({ id: 'UnreadMessages' });
export type UnreadMessagesDto = z.output<typeof unreadCountDto>;
