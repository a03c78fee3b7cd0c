/**
 * The seller's offline check-in (docs/product/orders-and-pickup.md): the day's list the device
 * keeps (hashes only, never a pass or a code) and the check-ins it sends back when online.
 */
import { z } from 'zod';
import { pickupCheckMessages } from './messages/pickup-check';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status';

export interface PickupListOrderDto {
  id: string;
  /** '#1A2B3C4D' */
  reference: string;
  buyerName: string;
  /** '2 dozen Jumbo Males, 1 lb Lump Crab Meat' */
  items: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** Decimal dollars. */
  total: string;
  pickupSlotStart: string;
  /** 'Sat Nov 28, 7:00-11:00 AM' */
  pickupLabel: string;
  /** SHA-256 hex of the pass token. */
  passHash: string;
  /** SHA-256 hex of '<order id>:<normalised short code>'. */
  codeHash: string;
}

export interface PickupDayListDto {
  /** When the server built the list. */
  generatedAt: string;
  /** The dock-local dates covered: today and the coming day. */
  dates: string[];
  orders: PickupListOrderDto[];
}

export const checkInHows = ['scan', 'code'] as const;

export const checkInInput = z.object({
  orderId: z.string().min(1).max(100),
  checkedAt: z.iso.datetime({ offset: true, error: pickupCheckMessages.checkedAt }),
  how: z.enum(checkInHows, { error: pickupCheckMessages.how }),
});
export type CheckIn = z.infer<typeof checkInInput>;

export const checkInSyncInput = z.object({
  checkIns: z
    .array(checkInInput, { error: pickupCheckMessages.checkInsRequired })
    .min(1, pickupCheckMessages.checkInsRequired)
    .max(200, pickupCheckMessages.tooManyCheckIns),
});

export const checkInOutcomes = ['applied', 'alreadyApplied', 'conflict'] as const;

export interface CheckInResultDto {
  orderId: string;
  outcome: (typeof checkInOutcomes)[number];
  /** The order's status after the check-in; null when the order is not the seller's. */
  status: OrderStatus | null;
  /** Why a check-in could not be applied (conflict), or that it already was; null when applied. */
  message: string | null;
}

export interface CheckInSyncDto {
  results: CheckInResultDto[];
}
