/**
 * Placing the cart's orders once per checkout attempt (src/shared/idempotency.ts), as the tRPC
 * procedure, the REST call and the checkout form post all do: the same key answers the first
 * result instead of placing the orders again.
 */
import type { PaymentMethod } from '../../../shared/order-status';
import type { OrdersService } from './orders.service';

/** What it needs of the idempotency service (src/server/features/idempotency), read by its shape. */
interface RunsOncePerKey {
  run<T>(
    request: { userId: string; operation: string; key: string | undefined; input: unknown },
    status: number,
    work: () => Promise<T>,
  ): Promise<{ status: number; body: T; replayed: boolean }>;
}

interface PlacingServices {
  idempotency: RunsOncePerKey;
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
