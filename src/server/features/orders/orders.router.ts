import {
  orderIdInput,
  pickupCodeInput,
  placeOrderInput,
  updateOrderStatusInput,
} from '../../../shared/order.schema';
import { checkInSyncInput } from '../../../shared/pickup-checkin.schema';
import { movePickupInput } from '../../../shared/pickup-move';
import { refundInput, shortLinesInput } from '../../../shared/sale.schema';
import { weighLinesInput } from '../../../shared/weigh.schema';
import { authedProcedure, rateLimited, router, sellerProcedure } from '../../trpc/init';
import { viewerOf } from './orders.service';
import { placeOrdersOnce } from './place-orders-once';
import { saleActorOf } from './sale-actor';

export const ordersRouter = router({
  place: authedProcedure
    .use(rateLimited('orderPlacement'))
    .input(placeOrderInput)
    .mutation(async ({ ctx, input }) => (await placeOrdersOnce(ctx.services, ctx.user.id, input)).body),
  mine: authedProcedure.query(({ ctx }) => ctx.services.orders.listBuyerOrders(ctx.user.id)),
  get: authedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.orders.getOrder(viewerOf(ctx.user), input.id)),
  updateStatus: authedProcedure
    .input(updateOrderStatusInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.updateStatus(viewerOf(ctx.user), input.id, input.data.status),
    ),
  /** The buyer's "I'm here" at the dock on the pickup day; the seller is told. */
  arrived: authedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.markArrived(viewerOf(ctx.user), input.id)),
  /** The buyer's own move to another pickup of the same listing(s), until the cut-off. */
  move: authedProcedure
    .input(movePickupInput)
    .mutation(({ ctx, input }) => ctx.services.orders.movePickup(viewerOf(ctx.user), input.id, input.data)),
  createPaymentIntent: authedProcedure
    .use(rateLimited('paymentIntent'))
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.createPaymentIntent(ctx.user.id, input.id)),
  syncPayment: authedProcedure
    .input(orderIdInput)
    .mutation(({ ctx, input }) => ctx.services.orders.syncPayment(viewerOf(ctx.user), input.id)),
  /** The seller hands over fewer than were ordered on some lines (docs/product/orders-and-pickup.md). */
  markShort: authedProcedure
    .input(shortLinesInput)
    .mutation(({ ctx, input }) => ctx.services.orders.markShort(saleActorOf(ctx.user), input.id, input.data)),
  weighLines: authedProcedure
    .input(weighLinesInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.weighLines(saleActorOf(ctx.user), input.id, input.data),
    ),
  /** A credit note: part of a paid order given back by the seller or an admin. */
  refund: authedProcedure
    .input(refundInput)
    .mutation(({ ctx, input }) => ctx.services.orders.refund(saleActorOf(ctx.user), input.id, input.data)),
  sellerOrders: sellerProcedure.query(({ ctx }) =>
    ctx.services.orders.listSellerOrders(ctx.user.crabberProfile.id),
  ),
  // A mutation so the code travels in the body: a pickup pass does not belong in URLs and logs.
  // A scanned pass token or a typed short code, limited per seller: codes must not be guessable.
  findByPickupCode: sellerProcedure
    .use(rateLimited('pickupCheck'))
    .input(pickupCodeInput)
    .mutation(({ ctx, input }) => ctx.services.orders.checkPass(ctx.user.crabberProfile.id, input.code)),
  /** Today's and the coming day's pickups with their passes' hashes, kept on the device for offline checks. */
  pickupDayList: sellerProcedure.query(({ ctx }) => ctx.services.orders.dayList(ctx.user.crabberProfile.id)),
  /** The check-ins the device made offline; each applied once however often it is sent. */
  syncCheckIns: sellerProcedure
    .input(checkInSyncInput)
    .mutation(({ ctx, input }) =>
      ctx.services.orders.syncCheckIns(
        { crabberId: ctx.user.crabberProfile.id, userId: ctx.user.id },
        input.checkIns,
      ),
    ),
});
