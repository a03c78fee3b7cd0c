import {
  orderIdInput,
  pickupCodeInput,
  placeOrderInput,
  updateOrderStatusInput,
} from '../../../shared/order.schema';
import { authedProcedure, rateLimited, router, sellerProcedure } from '../../trpc/init';
import { viewerOf } from './orders.service';

export const ordersRouter = router({
  place: authedProcedure
    .use(rateLimited('orderPlacement'))
    .input(placeOrderInput)
    .mutation(({ ctx, input }) => ctx.services.orders.placeOrders(ctx.user.id, input.paymentMethod)),
  mine: authedProcedure.query(({ ctx }) => ctx.services.orders.listBuyerOrders(ctx.user.id)),
  get: authedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.orders.getOrder(viewerOf(ctx.user), input.id)),
  updateStatus: authedProcedure
    .input(updateOrderStatusInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.updateStatus(viewerOf(ctx.user), input.id, input.data.status),
    ),
  createPaymentIntent: authedProcedure
    .use(rateLimited('paymentIntent'))
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.createPaymentIntent(ctx.user.id, input.id)),
  syncPayment: authedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.syncPayment(viewerOf(ctx.user), input.id)),
  sellerOrders: sellerProcedure.query(({ ctx }) =>
    ctx.services.orders.listSellerOrders(ctx.user.crabberProfile.id),
  ),
  // A mutation so the code travels in the body: a pickup pass does not belong in URLs and logs.
  findByPickupCode: sellerProcedure
    .input(pickupCodeInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.findByPickupCode(ctx.user.crabberProfile.id, input.code),
    ),
});
