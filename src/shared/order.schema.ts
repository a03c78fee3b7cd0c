/**
 * Orders on the wire (docs/product/orders-and-pickup.md): money as decimal strings, dates as ISO strings, the seller
 * as `crabber` and the buyer's name and e-mail as `buyer`.
 */
import { z } from 'zod';
import type { PickupWindow } from './availability';
import {
  type OrderStatus,
  orderStatuses,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethods,
} from './order-status';

export interface OrderItemDto {
  id: string;
  catchId: string | null;
  title: string;
  species: string;
  unitType: string;
  unitPrice: string;
  qty: number;
}

/** An order's items on one line, as lists of orders show them: "2 dozen Jumbo males, 1 lb Perch". */
export function orderItemsLine(items: readonly Pick<OrderItemDto, 'qty' | 'unitType' | 'title'>[]): string {
  return items.map((item) => `${item.qty} ${item.unitType} ${item.title}`).join(', ');
}

export interface OrderDto {
  id: string;
  buyerId: string;
  crabberId: string;
  items: OrderItemDto[];
  pickupWindow: PickupWindow;
  /** The dated slot chosen at checkout; null on orders placed before dated pickups. */
  pickupSlotStart: string | null;
  pickupSlotEnd: string | null;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** unpaid (cash until pickup, or card not yet paid), pending (card payment started), paid, refunded. */
  paymentStatus: PaymentStatus;
  amountSubtotal: string;
  fees: string;
  tax: string;
  amountTotal: string;
  /** The pickup code in the QR pass; only the buyer receives it, the seller checks it. */
  qrCode: string | null;
  /** The random token the pass's QR carries; only the buyer receives it, like the code. */
  passToken: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  pickupLocationAddress: string | null;
  pickupInstructions: string | null;
  createdAt: string;
  updatedAt: string;
  /** `phone` (E.164) only for the buyer of an open order whose seller gave one; null otherwise. */
  crabber: { id: string; displayName: string; phone: string | null };
  /** A buyer who deleted their account has no name or e-mail left: `deleted` is true. */
  buyer: { firstName: string | null; lastName: string | null; email: string | null; deleted: boolean };
  /** How the caller is related to the order, so one screen can offer the right actions. */
  viewerRole: 'buyer' | 'seller';
}

/** POST /api/orders answers with the first order, plus every order the checkout created. */
export interface PlacedOrdersDto extends OrderDto {
  orders: OrderDto[];
}

export interface PaymentIntentDto {
  clientSecret: string;
  paymentIntentId: string;
  amount: string;
  fees: string;
}

export const placeOrderInput = z.object({
  paymentMethod: z.enum(paymentMethods, { error: 'Choose how you will pay: cash or card' }),
});

export const orderIdInput = z.object({ id: z.string().min(1).max(100) });

export const orderStatusBody = z.object({
  status: z.enum(orderStatuses, { error: `Choose a status: ${orderStatuses.join(', ')}` }),
});

export const updateOrderStatusInput = z.object({ id: orderIdInput.shape.id, data: orderStatusBody });

export const pickupCodeInput = z.object({
  code: z.string({ error: 'Enter the pickup code' }).trim().min(1, 'Enter the pickup code').max(40),
});
