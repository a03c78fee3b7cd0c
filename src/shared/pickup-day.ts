/**
 * The seller's day (docs/product/orders-and-pickup.md): each dated pickup of one dock-local date with
 * its orders, in pickup order, for the dashboard, a printed pick list and a CSV.
 */
import { z } from 'zod';
import { pickupMessages } from './messages/pickup';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';
import { weekdayOfDate } from './pickup-schedule';

export const pickupDayQuery = z.object({
  date: z
    .string({ error: pickupMessages.date })
    .refine((value) => weekdayOfDate(value) !== null, pickupMessages.date),
  format: z.enum(['json', 'csv']).optional(),
});

export interface PickupDayOrderDto {
  id: string;
  /** '#1A2B3C4D', as buyer and seller read it. */
  reference: string;
  buyerName: string;
  /** '2 dozen Jumbo Males, 1 lb Lump Crab Meat' */
  items: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  /** Decimal dollars, as money travels. */
  total: string;
}

export interface PickupDaySlotDto {
  start: string;
  end: string;
  /** 'Sat Nov 28, 7:00-11:00 AM' */
  label: string;
  orders: PickupDayOrderDto[];
}

export interface PickupDayDto {
  date: string;
  /** Closed ahead by the seller: no new orders for its pickups. */
  closed: boolean;
  slots: PickupDaySlotDto[];
}
