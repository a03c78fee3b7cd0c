/**
 * Orders on the wire (docs/product/orders-and-pickup.md): money as decimal strings, dates as ISO strings, the seller
 * as `crabber` and the buyer's name and e-mail as `buyer`.
 */
import { z } from 'zod';
import { idempotencyKeySchema } from './idempotency';
import type { OrderDto, OrderItemDto, PaymentIntentDto, PlacedOrdersDto } from './order.dto';
import { orderStatuses, paymentMethods } from './order-status';

export type { OrderDto, OrderItemDto, PaymentIntentDto, PlacedOrdersDto };

/** An order's items on one line, as lists of orders show them: "2 dozen Jumbo males, 1 lb Perch". */
export function orderItemsLine(items: readonly Pick<OrderItemDto, 'qty' | 'unitType' | 'title'>[]): string {
  return items.map((item) => `${item.qty} ${item.unitType} ${item.title}`).join(', ');
}

export const placeOrderBody = z.object({
  paymentMethod: z.enum(paymentMethods, { error: 'Choose how you will pay: cash or card' }),
});

/** The tRPC input: the body, and the checkout attempt's key the REST call sends as a header. */
export const placeOrderInput = placeOrderBody.extend({ idempotencyKey: idempotencyKeySchema.optional() });

export const orderIdInput = z.object({ id: z.string().min(1).max(100) });

export const orderStatusBody = z.object({
  status: z.enum(orderStatuses, { error: `Choose a status: ${orderStatuses.join(', ')}` }),
});

export const updateOrderStatusInput = z.object({ id: orderIdInput.shape.id, data: orderStatusBody });

export const pickupCodeInput = z.object({
  code: z.string({ error: 'Enter the pickup code' }).trim().min(1, 'Enter the pickup code').max(40),
});
