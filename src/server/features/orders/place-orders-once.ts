/**
 * Placing the cart's orders once per checkout attempt (src/shared/idempotency.ts), as the tRPC
 * procedure, the REST call and the checkout form post all do: the same key answers the first
 * result instead of placing the orders again.
 */
import type { PaymentMethod } from '../../../shared/order-status';
import type { createIdempotencyService } from '../idempotency/idempotency.service';
import type { OrdersService } from './orders.service';

interface PlacingServices {
  idempotency: ReturnType<typeof createIdempotencyService>;
  orders: Pick<OrdersService, 'placeOrders'>;
}

export function placeOrdersOnce(
  services: PlacingServices,
  userId: string,
  { paymentMethod, idempotencyKey }: { paymentMethod: PaymentMethod; idempotencyKey?: string },
) {
  return services.idempotency.run(
    { userId, operation: 'orders.place', key: idempotencyKey, input: { paymentMethod } },
    201,
    () => services.orders.placeOrders(userId, paymentMethod),
  );
}
