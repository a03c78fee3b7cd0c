/**
 * The seller's offline check-in answers: the day's list the device keeps (hashes only, never a pass
 * or a code) and the outcome of each check-in it sends back.
 */
import { z } from 'zod';
import { checkInOutcomes } from './check-in-outcomes';
import { orderStatuses, paymentMethods, paymentStatuses } from './order-status';
import { listingPricings } from './weighed-lines';
import { instant, money, pounds } from './wire-formats';

/** A line as the device needs it to weigh per-pound lines and price the order offline. */
export const pickupListLineDto = z.object({
  itemId: z.string(),
  title: z.string(),
  unitType: z.string(),
  pricing: z.enum(listingPricings),
  /** Per unit, or per pound for a per_lb line. */
  unitPrice: money,
  qty: z.number().int(),
  /** What is handed over once the line was marked short; null while it stands as ordered. */
  finalQty: z.number().int().nullable(),
  /** per_lb: one piece's stated weight, lowest and highest; null on unit lines. */
  estimatedLbPerUnit: z.object({ min: pounds, max: pounds }).nullable(),
  /** per_lb: what the pieces weighed at the dock; null until weighed. */
  finalLb: pounds.nullable(),
});
export type PickupListLineDto = z.output<typeof pickupListLineDto>;

export const pickupListOrderDto = z.object({
  id: z.string(),
  /** '#1A2B3C4D' */
  reference: z.string(),
  buyerName: z.string(),
  /** '2 dozen Jumbo Males, 1 lb Lump Crab Meat' */
  items: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  paymentStatus: z.enum(paymentStatuses),
  /** The total as estimated at checkout (per-pound lines at their estimate). */
  total: money,
  lines: z.array(pickupListLineDto),
  pickupSlotStart: instant,
  /** 'Sat Nov 28, 7:00-11:00 AM' */
  pickupLabel: z.string(),
  passHash: z.string().meta({ description: "SHA-256 hex of the pass's token" }),
  codeHash: z.string().meta({
    description: "SHA-256 hex of '<order id>:<short code>', the code in its normalised form",
  }),
});
export type PickupListOrderDto = z.output<typeof pickupListOrderDto>;

export const pickupDayListDto = z
  .object({
    /** When the server built the list. */
    generatedAt: instant,
    dates: z
      .array(z.string())
      .meta({ description: 'The dock-local dates covered: today and the coming day' }),
    orders: z.array(pickupListOrderDto),
  })
  .meta({ id: 'PickupDayList' });
export type PickupDayListDto = z.output<typeof pickupDayListDto>;

export const checkInResultDto = z.object({
  orderId: z.string(),
  outcome: z.enum(checkInOutcomes),
  /** The order's status after the check-in; null when the order is not the seller's. */
  status: z.enum(orderStatuses).nullable(),
  /** Why a check-in could not be applied (conflict), or that it already was; null when applied. */
  message: z.string().nullable(),
});
export type CheckInResultDto = z.output<typeof checkInResultDto>;

export const checkInSyncDto = z.object({ results: z.array(checkInResultDto) }).meta({ id: 'CheckInSync' });
export type CheckInSyncDto = z.output<typeof checkInSyncDto>;
